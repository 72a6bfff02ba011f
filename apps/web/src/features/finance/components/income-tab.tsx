import { Stack } from '@mantine/core';
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
      <ReceivablesList access={access} actions={actions} />
      <MonthListHeading
        noun="ingresos"
        period={period}
        path="/finanzas/movimientos/export"
        query={{ tipo: 'ingreso' }}
      />
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
