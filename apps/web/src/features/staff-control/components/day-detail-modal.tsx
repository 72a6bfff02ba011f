import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClockPlus } from '@tabler/icons-react';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { SmallButton } from '../../../components/small-button';
import { formatDay } from '../../audits/public';
import { hoursText } from '../staff-texts';
import { DayAuditsTable } from './day-audits-table';
import { ActiveBadge, authorizationNote, DayDetailState, DayHoursFigure } from './day-detail-state';
import { StatFigure } from './stat-figure';
import { useEmployeeActions } from './use-employee-actions';

interface DayDetailModalProps {
  employee: { id: number; name: string; role: string };
  /** The day shown ('YYYY-MM-DD'); null: closed. */
  fecha: string | null;
  onClose: () => void;
  /** Offers 'Autorizar horas extras' for a day whose extra hours are not authorized. */
  mayAuthorize?: boolean;
}

function DayDetailBody({
  employee,
  fecha,
  mayAuthorize,
}: {
  employee: DayDetailModalProps['employee'];
  fecha: string;
  mayAuthorize: boolean;
}) {
  const actions = useEmployeeActions(employee);
  return (
    <DayDetailState employee={employee} fecha={fecha} loadingLabel="Cargando detalle del día" loadingPy="lg">
      {({ resumen, sesion, autorizacion, auditorias, showCorrections }) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: showCorrections ? 4 : 3 }} spacing="sm">
            <DayHoursFigure label="Horas totales" resumen={resumen} />
            <StatFigure label="Auditorías completadas">{resumen.totalAuditorias}</StatFigure>
            {showCorrections ? (
              <StatFigure label="Correcciones">{resumen.totalCorrecciones}</StatFigure>
            ) : null}
            <StatFigure label="Total ganado">
              <Money pesos={resumen.totalGanado} />
            </StatFigure>
          </SimpleGrid>
          <Group gap="xl" wrap="wrap">
            <StatFigure label="Inicio de sesión">
              <DateTime value={sesion.loginTime} fallback="Sin sesión" />
            </StatFigure>
            <StatFigure label="Fin de sesión">
              {sesion.activa ? <ActiveBadge /> : <DateTime value={sesion.logoutTime} />}
            </StatFigure>
            {resumen.horasExtra > 0 ? (
              <StatFigure label="Horas extra">
                {hoursText(resumen.horasExtra)}
                {authorizationNote(autorizacion)}
              </StatFigure>
            ) : null}
          </Group>
          {mayAuthorize && resumen.necesitaAutorizacion ? (
            <Group>
              <SmallButton
                color="orange"
                icon={IconClockPlus}
                onClick={() => actions.openAuthorize(fecha)}
                loading={actions.authorizing}
              >
                Autorizar horas extras
              </SmallButton>
            </Group>
          ) : null}
          {autorizacion ? (
            <Text size="sm" c="dimmed">
              Autorización: {autorizacion.motivo}
              {autorizacion.autorizadoPor ? ` — ${autorizacion.autorizadoPor.name}` : ''}
            </Text>
          ) : null}
          <DayAuditsTable audits={auditorias} />
        </Stack>
      )}
    </DayDetailState>
  );
}

/** The detail of one day of an employee (GET day-detail), opened from the month calendar. */
export function DayDetailModal({ employee, fecha, onClose, mayAuthorize = false }: DayDetailModalProps) {
  return (
    <Modal
      opened={fecha !== null}
      onClose={onClose}
      size={1080}
      title={fecha ? `Detalle del día ${formatDay(fecha)} · ${employee.name}` : ''}
    >
      {fecha ? <DayDetailBody employee={employee} fecha={fecha} mayAuthorize={mayAuthorize} /> : null}
    </Modal>
  );
}
