import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Group, NativeSelect, Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../../components/page-section';
import { RefreshButton } from '../../../components/refresh-button';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { useRefreshFinance } from '../api/finance-query-keys';
import { financeAccess } from '../finance-access';
import { currentPeriod, financeYears, type Period, periodFromParams } from '../finance-period';
import type { FinanceSalarySlots } from '../salary-slots';
import { BalanceTab } from './balance-tab';
import { ExpensesTab } from './expenses-tab';
import { IncomeTab } from './income-tab';
import { PeriodSelects } from './period-select';
import { SettingsTab } from './settings-tab';
import { StaffTab } from './staff-tab';
import { SummaryTab } from './summary-tab';

export const NO_PERMISSION = 'No tienes permisos para acceder a esta sección.';

export const FINANCE_TABS = [
  { value: 'resumen', label: 'Resumen' },
  { value: 'ingresos', label: 'Ingresos' },
  { value: 'egresos', label: 'Egresos' },
  { value: 'personal', label: 'Personal' },
  { value: 'balance', label: 'Balance' },
  { value: 'configuracion', label: 'Configuración' },
] as const;
type FinanceTab = (typeof FINANCE_TABS)[number]['value'];
/** The open sub-tab lives in the address (`?tab=finances&sub=balance`): a refresh or a shared link keeps it. */
export const FINANCE_SUB_PARAM = 'sub';
const isFinanceTab = (v: string | null): v is FinanceTab => FINANCE_TABS.some((t) => t.value === v);

/**
 * The finance system (admin and contable): month and year selectors and a refresh button, and the six tabs.
 * Other users see the spec's refusal (the server refuses them too). The salary parts of Personal and Configuración
 * come from the salaries feature through `salaries` (composed in app/finance-with-salaries.tsx).
 */
export function FinancePanel({ user, salaries }: { user: PublicUser; salaries: FinanceSalarySlots }) {
  const access = financeAccess(user);
  const [searchParams, setSearchParams] = useSearchParams();
  // A link may open a given month (`&mes=10&anio=2026`: the start screen's month to close); picking another month
  // takes it out of the address.
  const [period, setPeriodState] = useState<Period>(() => periodFromParams(searchParams) ?? currentPeriod());
  const setPeriod = (next: Period) => {
    setPeriodState(next);
    if (searchParams.has('mes') || searchParams.has('anio'))
      setSearchParams(
        (params) => {
          params.delete('mes');
          params.delete('anio');
          return params;
        },
        { replace: true },
      );
  };
  const requested = searchParams.get(FINANCE_SUB_PARAM);
  const tab: FinanceTab = isFinanceTab(requested) ? requested : 'resumen';
  const setTab = (next: FinanceTab) =>
    setSearchParams((params) => {
      if (next === 'resumen') params.delete(FINANCE_SUB_PARAM);
      else params.set(FINANCE_SUB_PARAM, next);
      return params;
    });
  const refresh = useRefreshFinance();
  const fetching = useIsFetching({ queryKey: financeQueryKey }) > 0;

  if (!access.view) {
    return (
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
        {NO_PERMISSION}
      </Alert>
    );
  }

  const panels: Record<FinanceTab, ReactNode> = {
    resumen: <SummaryTab period={period} />,
    ingresos: <IncomeTab period={period} access={access} />,
    egresos: <ExpensesTab user={user} period={period} access={access} />,
    personal: <StaffTab period={period} salaries={salaries} access={access} />,
    balance: <BalanceTab period={period} access={access} />,
    configuracion: <SettingsTab access={access} salaries={salaries} />,
  };

  return (
    <PageSection
      title="Finanzas"
      description="Cobros, ingresos, egresos y balance. Importes en pesos, sin decimales."
      actions={
        <Group gap="sm" align="flex-end">
          <PeriodSelects value={period} onChange={setPeriod} years={financeYears()} />
          <RefreshButton onRefresh={() => void refresh()} refreshing={fetching} />
        </Group>
      }
    >
      <Tabs value={tab} onChange={(v) => isFinanceTab(v) && setTab(v)} keepMounted={false}>
        {/* On a phone the six tabs are one menu (as a bar they wrap into two rows). */}
        <NativeSelect
          hiddenFrom="sm"
          label="Sección de Finanzas"
          size="md"
          value={tab}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isFinanceTab(next)) setTab(next);
          }}
          data={FINANCE_TABS.map((t) => ({ value: t.value, label: t.label }))}
          data-testid="finance-section-menu"
        />
        <Tabs.List aria-label="Secciones de finanzas" visibleFrom="sm">
          {FINANCE_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FINANCE_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {panels[t.value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageSection>
  );
}
