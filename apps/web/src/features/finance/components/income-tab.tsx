import { FIGURE_BASIS } from '@auditorias/domain/finance/figures';
import { Stack, Text } from '@mantine/core';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import type { FinanceAccess } from '../finance-access';
import type { Period } from '../finance-period';
import { ManualIncomeForm } from './manual-income-form';
import { MonthListHeading } from './month-list-heading';
import { MovementsList } from './movements-list';
import { ReceivablesList } from './receivables-list';
import { useReceivableActions } from './use-receivable-actions';

/** 'Ingresos': receivables by client and period with their collections, manual income, the month's income. */
export function IncomeTab({ period, access }: { period: Period; access: FinanceAccess }) {
  const banner = useTimedMessage();
  const actions = useReceivableActions(banner);
  return (
    <Stack gap="md" data-testid="finance-income">
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      {access.manage ? <ManualIncomeForm notify={banner} /> : null}
      <Text size="xs" fw={600} c="blue.8">
        {`Cuentas por cobrar · ${FIGURE_BASIS.porCobrar}`}
      </Text>
      <ReceivablesList access={access} actions={actions} />
      <MonthListHeading
        noun="ingresos"
        period={period}
        path="/finanzas/movimientos/export"
        query={{ tipo: 'ingreso' }}
      />
      <Text size="xs" fw={600} c="blue.8">
        {`Ingresos del mes · ${FIGURE_BASIS.cobradoMes}, por la fecha de cobro (los Ingresos del mes de Resumen)`}
      </Text>
      <MovementsList
        period={period}
        tipo="ingreso"
        emptyMessage="No hay ingresos registrados en el período"
        onRevertCollection={
          access.manage ? (m) => actions.revert({ id: m.auditId, titulo: m.descripcion }) : undefined
        }
        onRevertMovement={access.manage ? actions.revertMovement : undefined}
      />
    </Stack>
  );
}
