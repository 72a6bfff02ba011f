import { statementPaymentState } from '@auditorias/domain/finance/rules';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Badge, Center, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { AuditStateBadge, formatDay, useAuditListQuery } from '../../audits/public';
import { ACCOUNT_LOAD_ERROR } from '../account-messages';

/** Rows of the fallback (the first page of the user's own audits). */
export const FALLBACK_LIMIT = 50;

const PAYMENT_COLORS = { PENDIENTE: 'gray', FACTURADA: 'orange', PAGADA: 'green' } as const;

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
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {ACCOUNT_LOAD_ERROR}
      </Alert>
      {!eligible ? null : audits.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Cargando sus auditorías" />
        </Center>
      ) : audits.isError ? null : (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Sus auditorías">
          <Title order={3} size="h5">
            Sus auditorías
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            Calculado a partir de sus auditorías mientras el estado de cuenta no está disponible.
          </Text>
          {audits.data.length === 0 ? (
            <EmptyState message="No hay auditorías" />
          ) : (
            <ScrollArea type="auto">
              <Table striped verticalSpacing="xs" miw={560} data-testid="account-fallback">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Título</Table.Th>
                    {operator ? <Table.Th>Cliente</Table.Th> : null}
                    <Table.Th>Fecha</Table.Th>
                    <Table.Th>Estado</Table.Th>
                    {operator ? null : <Table.Th ta="right">Valor (sin IVA)</Table.Th>}
                    <Table.Th>Pago</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audits.data.map((a) => {
                    const pago = statementPaymentState({
                      estado: a.estado,
                      estadoPago: a.estadoPago ?? null,
                    });
                    return (
                      <Table.Tr key={a.id} data-testid={`fallback-audit-${a.id}`}>
                        <Table.Td>{a.id}</Table.Td>
                        <Table.Td>{a.titulo}</Table.Td>
                        {operator ? <Table.Td>{a.client.nombre}</Table.Td> : null}
                        <Table.Td>{formatDay(a.fechaSolicitada)}</Table.Td>
                        <Table.Td>
                          <AuditStateBadge estado={a.estado} />
                        </Table.Td>
                        {operator ? null : (
                          <Table.Td ta="right">
                            {a.costoFinal == null ? '—' : <Money pesos={a.costoFinal} />}
                          </Table.Td>
                        )}
                        <Table.Td>
                          <Badge color={PAYMENT_COLORS[pago]} variant="light">
                            {pago}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Paper>
      )}
    </Stack>
  );
}
