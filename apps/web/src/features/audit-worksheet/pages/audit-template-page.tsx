import type { Role } from '@auditorias/domain/auth/roles';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../auth/public';
import { useAuditTemplateQuery } from '../api/get-audit-template';
import { useSupervisorTemplateQuery } from '../api/supervisor-review';
import { SupervisorWorksheetScreen } from '../components/supervisor-worksheet-screen';
import { WorksheetFrame } from '../components/worksheet-frame';
import { WorksheetScreen } from '../components/worksheet-screen';

const SUPERVISOR_MODE_ROLES: readonly Role[] = ['admin', 'supervisor'];

export const MISSING_AUDIT_ID_MESSAGE = 'ID de auditoría no especificado';
/** The audit page's load failures (spec): a missing audit (404), or any other failure. */
export const AUDIT_NOT_FOUND_MESSAGE = 'No se encontraron datos de la auditoría';
export const AUDIT_LOAD_ERROR_MESSAGE = 'Error al cargar los datos de la auditoría';

/**
 * /audit-template?auditId=…[&mode=supervisor&returnTo=supervisor-review]: the audit worksheet (admin, supervisor,
 * operador); in supervisor mode, the supervisor's corrections, save and approval.
 */
export function AuditTemplatePage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('auditId')?.trim();
  const auditId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const supervisorMode = searchParams.get('mode') === 'supervisor';

  if (!auditId) {
    return (
      <Stack gap="md" maw={560}>
        <Title order={1} size="h3">
          Planilla de Auditoría
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {MISSING_AUDIT_ID_MESSAGE}
        </Alert>
        <Button component={Link} to="/dashboard" variant="default" style={{ alignSelf: 'flex-start' }}>
          Volver al panel
        </Button>
      </Stack>
    );
  }

  return (
    <AuditWorksheet
      key={`${auditId}-${supervisorMode}`}
      auditId={auditId}
      supervisorMode={supervisorMode}
      returnTo={searchParams.get('returnTo')}
    />
  );
}

interface AuditWorksheetProps {
  auditId: number;
  supervisorMode: boolean;
  returnTo: string | null;
}

function AuditWorksheet(props: AuditWorksheetProps) {
  const user = useCurrentUser();
  // Spec section 6: admins and supervisors edit in supervisor mode; anyone else sees the worksheet read-only.
  return props.supervisorMode && SUPERVISOR_MODE_ROLES.includes(user.role) ? (
    <SupervisorWorksheet {...props} />
  ) : (
    <OperatorWorksheet {...props} />
  );
}

function SupervisorWorksheet({ auditId, returnTo }: AuditWorksheetProps) {
  const user = useCurrentUser();
  const template = useSupervisorTemplateQuery(auditId);
  if (template.isSuccess) {
    return (
      <SupervisorWorksheetScreen auditId={auditId} template={template.data} user={user} returnTo={returnTo} />
    );
  }
  return <WorksheetLoading auditId={auditId} supervisorMode query={template} />;
}

function OperatorWorksheet({ auditId, supervisorMode }: AuditWorksheetProps) {
  const user = useCurrentUser();
  const template = useAuditTemplateQuery(auditId);

  if (template.isSuccess) {
    return (
      <WorksheetScreen
        auditId={auditId}
        template={template.data}
        user={user}
        supervisorMode={supervisorMode}
      />
    );
  }
  return <WorksheetLoading auditId={auditId} supervisorMode={supervisorMode} query={template} />;
}

/**
 * The worksheet's frame while its data loads, or the audit page's failure: 'No se encontraron datos de la auditoría'
 * for a missing audit, else 'Error al cargar los datos de la auditoría', over the worksheet's 'Error cargando
 * plantilla: ...' with the server's reason.
 */
function WorksheetLoading({
  auditId,
  supervisorMode,
  query,
}: {
  auditId: number;
  supervisorMode: boolean;
  query: { isError: boolean; error: unknown };
}) {
  return (
    <WorksheetFrame
      auditId={auditId}
      supervisorMode={supervisorMode}
      actions={
        <Button component={Link} to="/dashboard" variant="default">
          Volver al panel
        </Button>
      }
    >
      {query.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title={
            query.error instanceof ApiError && query.error.status === 404
              ? AUDIT_NOT_FOUND_MESSAGE
              : AUDIT_LOAD_ERROR_MESSAGE
          }
          data-testid="template-error"
        >
          {prefixedErrorMessage(
            'Error cargando plantilla',
            query.error,
            'Error cargando plantilla: Error interno del servidor',
          )}
        </Alert>
      ) : (
        <LoadingSpinner label="Cargando planilla" />
      )}
    </WorksheetFrame>
  );
}
