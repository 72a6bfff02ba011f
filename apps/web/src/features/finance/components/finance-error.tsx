import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { prefixedErrorMessage } from '../../../lib/error-message';

/** Spec: the text shown when a finance read fails. */
export const FINANCE_LOAD_ERROR = 'Error al cargar los datos financieros';

/** A failed finance read: the spec's text, the server's reason, and a retry. */
export function FinanceLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {prefixedErrorMessage(FINANCE_LOAD_ERROR, error)}
      {onRetry ? (
        <Button size="xs" variant="subtle" color="red" ml="sm" onClick={onRetry}>
          Reintentar
        </Button>
      ) : null}
    </Alert>
  );
}
