import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export const RETENTION_NOTICE =
  'Las auditorías completadas se conservan durante 30 días. Todos los precios se muestran sin IVA.';

/** Spec: the client sees a notice about the 30-day retention and prices without VAT. */
export function RetentionNotice() {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="retention-notice">
      {RETENTION_NOTICE}
    </Alert>
  );
}
