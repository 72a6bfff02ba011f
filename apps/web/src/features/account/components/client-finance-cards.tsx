import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Money } from '../../../components/money';

export interface ClientMoneyFigures {
  /** What is still owed. */
  saldoPendiente: number;
  totalPagado: number;
  /** Everything charged (delivered audits, net of corrections and price changes). */
  totalFacturado: number;
}

/** The money figures of a client statement (pesos), 0 where the statement has none. */
export function clientMoneyFigures(statement: AccountStatement): ClientMoneyFigures {
  return {
    saldoPendiente: statement.estadoCuenta.saldoPendiente ?? 0,
    totalPagado: statement.estadoCuenta.totalPagado ?? 0,
    totalFacturado: statement.estadoCuenta.deudaTotal ?? 0,
  };
}

function Card({ label, pesos, color }: { label: string; pesos: number | undefined; color?: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {pesos === undefined ? (
        <Skeleton height={26} mt={4} width="50%" />
      ) : (
        <Text fw={700} size="xl" c={color}>
          <Money pesos={pesos} />
        </Text>
      )}
    </Paper>
  );
}

/** A client's finance cards: outstanding debt, total paid and total invoiced (without VAT). */
export function ClientFinanceCards({ figures }: { figures: ClientMoneyFigures | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="client-finance-cards">
      <Card
        label="Deuda pendiente"
        pesos={figures?.saldoPendiente}
        color={figures && figures.saldoPendiente > 0 ? 'orange.8' : undefined}
      />
      <Card label="Total pagado" pesos={figures?.totalPagado} color="green.8" />
      <Card label="Total facturado" pesos={figures?.totalFacturado} />
    </SimpleGrid>
  );
}
