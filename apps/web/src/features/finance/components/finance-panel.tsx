import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Button, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { financeQueryKey, useRefreshFinance } from '../api/finance-query-keys';
import { financeAccess } from '../finance-access';
import { currentPeriod, financeYears, MONTH_NAMES, type Period } from '../finance-period';
import { BalanceTab } from './balance-tab';
import { ExpensesTab } from './expenses-tab';
import { IncomeTab } from './income-tab';
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

/**
 * The finance system (admin and contable): month and year selectors and a refresh button, and the six tabs.
 * Other users see the spec's refusal (the server refuses them too).
 */
export function FinancePanel({ user }: { user: PublicUser }) {
  const access = financeAccess(user);
  const [period, setPeriod] = useState<Period>(() => currentPeriod());
  const [tab, setTab] = useState<FinanceTab>('resumen');
  const refresh = useRefreshFinance();
  const fetching = useIsFetching({ queryKey: financeQueryKey }) > 0;

  if (!access.view) {
    return (
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
        {NO_PERMISSION}
      </Alert>
    );
  }

  return (
    <Stack gap="md" component="section" aria-label="Finanzas">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h3">
            Finanzas
          </Title>
          <Text size="sm" c="dimmed">
            Cobros, ingresos, egresos y balance. Importes en pesos, sin decimales.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Mes"
            value={String(period.mes)}
            onChange={(e) => {
              const mes = Number(e.currentTarget.value);
              setPeriod((p) => ({ ...p, mes }));
            }}
            data={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
          />
          <NativeSelect
            label="Año"
            value={String(period.anio)}
            onChange={(e) => {
              const anio = Number(e.currentTarget.value);
              setPeriod((p) => ({ ...p, anio }));
            }}
            data={financeYears().map((y) => ({ value: String(y), label: String(y) }))}
          />
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={fetching}
            onClick={() => void refresh()}
          >
            Actualizar
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(v) => v && setTab(v as FinanceTab)} keepMounted={false}>
        <Tabs.List aria-label="Secciones de finanzas">
          {FINANCE_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="resumen" pt="md">
          <SummaryTab period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="ingresos" pt="md">
          <IncomeTab period={period} access={access} />
        </Tabs.Panel>
        <Tabs.Panel value="egresos" pt="md">
          <ExpensesTab user={user} period={period} access={access} />
        </Tabs.Panel>
        <Tabs.Panel value="personal" pt="md">
          <StaffTab period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="balance" pt="md">
          <BalanceTab period={period} access={access} />
        </Tabs.Panel>
        <Tabs.Panel value="configuracion" pt="md">
          <SettingsTab access={access} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
