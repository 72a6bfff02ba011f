import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import { FigureCards } from '../../finance/public';

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

/** A client's finance cards: outstanding debt, total paid and total invoiced (without VAT). */
export function ClientFinanceCards({ figures }: { figures: ClientMoneyFigures | undefined }) {
  return (
    <FigureCards
      testId="client-finance-cards"
      figures={[
        {
          label: 'Deuda pendiente',
          pesos: figures?.saldoPendiente,
          color: figures && figures.saldoPendiente > 0 ? 'orange.8' : undefined,
          signColor: false,
        },
        { label: 'Total pagado', pesos: figures?.totalPagado, color: 'green.8' },
        { label: 'Total facturado', pesos: figures?.totalFacturado, signColor: false },
      ]}
    />
  );
}
