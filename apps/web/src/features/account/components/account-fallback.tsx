import { accountStatementPaymentState } from '@auditorias/domain/finance/account-statement';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadingSpinner } from '../../../components/query-state';
import { useAuditListQuery } from '../../audits/public';
import { ACCOUNT_LOAD_ERROR } from '../account-messages';
import { AccountAuditsTable, TitledSection } from './account-audits-table';

/** Rows of the fallback (the first page of the user's own audits). */
export const FALLBACK_LIMIT = 50;

/**
 * Spec: when GET /finanzas/mi-cuenta fails, the statement falls back to the user's own audits. The failure text
 * stays on top; below, the audits the user may list (a client's companies, an operator's own; first page), each
 * with its payment label worked out from the audit itself. No totals: a page of audits is not the ledger.
 */
export function AccountFallback({ user }: { user: PublicUser | null }) {
  const eligible = user?.role === 'cliente' || user?.role === 'operador';
  const audits = useAuditListQuery({ all: true, limit: FALLBACK_LIMIT }, { enabled: eligible });
  const operator = user?.role === 'operador';
  return (
    <Stack gap="md">
      <ErrorAlert>{ACCOUNT_LOAD_ERROR}</ErrorAlert>
      {!eligible ? null : audits.isPending ? (
        <LoadingSpinner label="Cargando sus auditorías" size="sm" py="lg" />
      ) : audits.isError ? null : (
        <TitledSection title="Sus auditorías">
          <Text size="xs" c="dimmed" mb="xs">
            Calculado a partir de sus auditorías mientras el estado de cuenta no está disponible.
          </Text>
          {audits.data.length === 0 ? (
            <EmptyState message="No hay auditorías" />
          ) : (
            <AccountAuditsTable
              rows={audits.data.map((a) => ({
                id: a.id,
                titulo: a.titulo,
                cliente: a.client.nombre,
                fecha: a.fechaSolicitada,
                estado: a.estado,
                monto: a.costoFinal ?? null,
                pago:
                  a.estadoPagoCuenta ??
                  accountStatementPaymentState({ estado: a.estado, estadoPago: a.estadoPago ?? null }),
              }))}
              operator={operator}
              amountHeader={operator ? null : 'Valor (sin IVA)'}
              minWidth={560}
              rowTestId={(id) => `fallback-audit-${id}`}
              data-testid="account-fallback"
            />
          )}
        </TitledSection>
      )}
    </Stack>
  );
}
