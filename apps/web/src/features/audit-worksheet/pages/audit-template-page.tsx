import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ComingSoonPanel } from '../../../components/coming-soon-panel';

export const MISSING_AUDIT_ID_MESSAGE = 'ID de auditoría no especificado';

/** /audit-template?auditId=…[&mode=supervisor]: the audit worksheet (admin, supervisor, operador). */
export function AuditTemplatePage() {
  const [searchParams] = useSearchParams();
  const auditId = searchParams.get('auditId')?.trim();
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
    <ComingSoonPanel
      title={`Planilla de Auditoría #${auditId}${supervisorMode ? ' (modo supervisor)' : ''}`}
    />
  );
}
