import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentPeriod } from '../../finance/public';
import { useMySalaryQuery } from '../api/get-my-salary';
import { MySalaryContent, type MySalaryState } from './my-salary-content';
import { MySalaryPeriodSwitch } from './my-salary-period-switch';
import {
  canSeeOwnSalary,
  describeSalaryFailure,
  isSalaryDisabledText,
  type PeriodChoice,
  periodFor,
  SALARY_TEXT,
} from './my-salary-rules';

/** What the read of one's own salary has to show. */
function stateOf(query: ReturnType<typeof useMySalaryQuery>): MySalaryState {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const retry = () => void query.refetch();
    return { status: 'failed', failure: describeSalaryFailure(query.error), retry };
  }
  const { sueldo, configuracion, mensaje } = query.data;
  if (isSalaryDisabledText(mensaje)) {
    return { status: 'failed', failure: { kind: 'disabled', message: mensaje ?? '' }, retry: () => {} };
  }
  if (!sueldo) return { status: 'empty', mensaje };
  return { status: 'ready', record: sueldo, configuracion, version: query.dataUpdatedAt };
}

/**
 * 'Tu Progreso del Mes': the signed-in user's own salary of the current or the previous month (GET
 * /sueldos/mi-sueldo). Only for admin, contable or users with puedeVerSueldo; the server's 'sin sueldo habilitado'
 * is shown to others and hides the widget for an admin.
 */
export function MySalaryWidget({ user }: { user: PublicUser }) {
  const visible = canSeeOwnSalary(user);
  const [choice, setChoice] = useState<PeriodChoice>('actual');
  const [current] = useState(() => currentPeriod());
  const period = periodFor(choice, current);
  const query = useMySalaryQuery(user.id, period, visible);
  if (!visible) return null;

  const state = stateOf(query);
  if (state.status === 'failed' && state.failure.kind === 'disabled' && user.role === 'admin') return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={SALARY_TEXT.widgetTitle}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h4">
            {SALARY_TEXT.widgetTitle}
          </Title>
          <MySalaryPeriodSwitch value={choice} period={period} onChange={setChoice} />
        </Group>
        <MySalaryContent
          state={state}
          configure={
            user.role === 'admin' ? (
              <Button
                component={Link}
                to="/sueldos-admin"
                variant="light"
                leftSection={<IconSettings size={16} aria-hidden />}
              >
                Configurar sueldos
              </Button>
            ) : undefined
          }
        />
      </Stack>
    </Paper>
  );
}
