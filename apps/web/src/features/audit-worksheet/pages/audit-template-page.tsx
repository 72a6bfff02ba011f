import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../auth/use-session';
import { useAuditTemplateQuery } from '../api/get-audit-template';
import { WorksheetFrame } from '../components/worksheet-frame';
import { WorksheetScreen } from '../components/worksheet-screen';

export const MISSING_AUDIT_ID_MESSAGE = 'ID de auditoría no especificado';

/** /audit-template?auditId=…[&mode=supervisor]: the audit worksheet (admin, supervisor, operador). */
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
    <AuditWorksheet key={`${auditId}-${supervisorMode}`} auditId={auditId} supervisorMode={supervisorMode} />
  );
}

function AuditWorksheet({ auditId, supervisorMode }: { auditId: number; supervisorMode: boolean }) {
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
      {template.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="template-error">
          {prefixedErrorMessage(
            'Error cargando plantilla',
            template.error,
            'Error cargando plantilla: Error interno del servidor',
          )}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label="Cargando planilla" />
        </Center>
      )}
    </WorksheetFrame>
  );
}
