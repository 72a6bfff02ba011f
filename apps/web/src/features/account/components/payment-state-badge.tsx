import type { StatementPaymentState } from '@auditorias/domain/finance/account-statement';
import { Badge } from '@mantine/core';

const PAYMENT_COLORS: Record<StatementPaymentState, string> = {
  PENDIENTE: 'gray',
  FACTURADA: 'orange',
  PAGADA: 'green',
};

/**
 * An audit's payment state as the account statement says it (PENDIENTE, FACTURADA, PAGADA): the same badge in
 * /mi-cuenta and in the client's received audits ('Mis Auditorías').
 */
export function PaymentStateBadge({ state }: { state: StatementPaymentState }) {
  return (
    <Badge color={PAYMENT_COLORS[state]} variant="light">
      {state}
    </Badge>
  );
}
