import { AUDIT_STATES, type AuditState } from '@auditorias/domain/audits/states';
import type { StatementPaymentState } from '@auditorias/domain/finance/account-statement';
import { Badge, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { AuditStateBadge, formatDay } from '../../audits/public';
import { PaymentStateBadge } from './payment-state-badge';

const isAuditState = (value: string): value is AuditState =>
  (AUDIT_STATES as readonly string[]).includes(value);

/** A block named by its title ('Auditorías completadas', 'Últimos pagos', a company of a group). */
export function TitledSection({
  title,
  size = 'h5',
  children,
}: {
  title: string;
  size?: 'h4' | 'h5';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size={size} mb={size === 'h5' ? 'xs' : 'sm'}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** One audit of the account page, from the statement or, when it fails, from the user's own audit list. */
export interface AccountAuditRow {
  id: number;
  titulo: string;
  cliente: string;
  /** 'YYYY-MM-DD'. */
  fecha: string;
  estado: string;
  /** Pesos; null: not known ('—'). */
  monto: number | null;
  pago: StatementPaymentState;
  incluidaEnAbono?: boolean;
}

interface AccountAuditsTableProps {
  rows: readonly AccountAuditRow[];
  /** An operator's table names each audit's client. */
  operator: boolean;
  /** The amount's header; null: no amount column. */
  amountHeader: string | null;
  minWidth: number;
  /** Each row's test id, from the audit's id. */
  rowTestId: (id: number) => string;
  'data-testid'?: string;
}

/** The audits of the account page: number, title, client (for an operator), date, state, amount and payment. */
export function AccountAuditsTable({
  rows,
  operator,
  amountHeader,
  rowTestId,
  ...table
}: AccountAuditsTableProps) {
  return (
    <DataTable
      {...table}
      rows={rows}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-testid': rowTestId(a.id) })}
      scroll="area"
      verticalSpacing="xs"
      columns={[
        { header: '#', cell: (a) => a.id },
        { header: 'Título', cell: (a) => <NameCell name={a.titulo} /> },
        operator && { header: 'Cliente', cell: (a) => a.cliente },
        { header: 'Fecha', cell: (a) => formatDay(a.fecha) },
        {
          header: 'Estado',
          cell: (a) => (isAuditState(a.estado) ? <AuditStateBadge estado={a.estado} /> : a.estado),
        },
        amountHeader !== null && {
          header: amountHeader,
          align: 'right',
          cell: (a) => (a.monto === null ? '—' : <Money pesos={a.monto} />),
        },
        {
          header: 'Pago',
          cell: (a) => (
            <>
              <PaymentStateBadge state={a.pago} />
              {a.incluidaEnAbono ? (
                <Badge color="teal" variant="outline" ml={4}>
                  Incluida en el abono
                </Badge>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
