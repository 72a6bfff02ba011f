import { Button, Group } from '@mantine/core';
import { IconFileText, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where the received audits (with their PDF reports) are listed on the 'Mis Auditorías' tab. */
export const RECEIVED_AUDITS_ANCHOR = 'auditorias-recibidas';

/**
 * The client dashboard's quick actions (spec: quick actions for reports and the account statement): the reports
 * are the received audits' PDFs and exports on 'Mis Auditorías' (a jump down when already there); the statement
 * is /mi-cuenta.
 */
export function ClientQuickActions({ onReportsTab = false }: { onReportsTab?: boolean }) {
  const icon = <IconFileText size={16} aria-hidden />;
  return (
    <Group gap="sm" role="group" aria-label="Accesos rápidos">
      {onReportsTab ? (
        <Button component="a" href={`#${RECEIVED_AUDITS_ANCHOR}`} variant="light" leftSection={icon}>
          Ver reportes
        </Button>
      ) : (
        <Button
          component={Link}
          to={`/dashboard?tab=audits#${RECEIVED_AUDITS_ANCHOR}`}
          variant="light"
          leftSection={icon}
        >
          Ver reportes
        </Button>
      )}
      <Button
        component={Link}
        to="/mi-cuenta"
        variant="light"
        leftSection={<IconReceipt size={16} aria-hidden />}
      >
        Estado de cuenta
      </Button>
    </Group>
  );
}
