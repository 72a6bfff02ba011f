import { Stack } from '@mantine/core';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { MySalaryWidget } from '../../salaries/public';
import { FinancePanel } from './finance-panel';

/** The dashboard's 'finances' tab (admin and contable); the contable's start tab also shows 'Tu Progreso del Mes'. */
export function FinanceTabPanel({ user }: TabPanelProps) {
  if (user.role !== 'contable') return <FinancePanel user={user} />;
  return (
    <Stack gap="xl">
      <MySalaryWidget user={user} />
      <FinancePanel user={user} />
    </Stack>
  );
}
