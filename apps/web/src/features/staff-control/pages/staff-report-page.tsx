import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/query-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { currentPeriod, type Period } from '../../finance/public';
import { useStaffReportQuery } from '../api/get-staff-report';
import { validYear } from '../components/staff-filters';
import { StaffReportView } from '../components/staff-report-view';
import { STAFF_TEXT } from '../staff-texts';
import './staff-report.css';

/** The period of the address (?mes&anio), the current month for what is missing or out of range. */
export function reportPeriod(params: URLSearchParams, now: Period = currentPeriod()): Period {
  const mes = Number(params.get('mes'));
  return {
    mes: Number.isInteger(mes) && mes >= 1 && mes <= 12 ? mes : now.mes,
    anio: validYear(params.get('anio') ?? '', now.anio),
  };
}

function Report({ userId, period }: { userId: number; period: Period }) {
  const query = useStaffReportQuery({ userId, ...period });
  if (query.isPending) {
    return <LoadingSpinner label="Cargando reporte" />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {prefixedErrorMessage(STAFF_TEXT.reportError, query.error)}
      </Alert>
    );
  }
  return <StaffReportView report={query.data} />;
}

/** /personal/reporte/:userId?mes&anio (admin and contable: the route guard sends everyone else away). */
export function StaffReportPage() {
  const { userId } = useParams();
  const [params] = useSearchParams();
  const id = Number(userId);
  return (
    <Container size="lg" px={0}>
      <Stack gap="sm">
        <Anchor component={Link} to="/dashboard?tab=staff" size="sm" data-no-print>
          ← Volver a Control de Personal
        </Anchor>
        {Number.isSafeInteger(id) && id > 0 ? (
          <Report userId={id} period={reportPeriod(params)} />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {STAFF_TEXT.reportError}: empleado no válido
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
