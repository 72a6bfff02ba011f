import { Stack } from '@mantine/core';
import { MySalaryWidget } from '../features/salaries/public';
import { FinanceWithSalaries } from './finance-with-salaries';
import { ContableNextSteps } from './staff-next-steps';
import type { TabPanelProps } from './tab-panel-props';

/** The dashboard's 'finances' tab (admin and contable); the contable's start tab also opens with 'Qué hacer ahora' and 'Tu Progreso del Mes'. */
export function FinanceTabPanel({ user }: TabPanelProps) {
  if (user.role !== 'contable') return <FinanceWithSalaries user={user} />;
  return (
    <Stack gap="xl">
      <ContableNextSteps />
      <MySalaryWidget user={user} />
      <FinanceWithSalaries user={user} />
    </Stack>
  );
}
