import type { SalaryConfigDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { LoadingSpinner } from '../../../components/query-state';
import { MySalaryErrorBoundary } from './my-salary-error-boundary';
import { MySalaryProgress } from './my-salary-progress';
import { type MySalaryFailure, SALARY_TEXT } from './my-salary-rules';
import { SalarySummaryFigures } from './salary-summary-figures';

export type MySalaryState =
  | { status: 'loading' }
  | { status: 'failed'; failure: MySalaryFailure; retry: () => void }
  | { status: 'empty'; mensaje: string | null }
  | { status: 'ready'; record: SalaryRecordDto; configuracion: SalaryConfigDto | null; version: number };

/**
 * The body of 'Tu Progreso del Mes' for each state of the read. A month without a salary is not an error: a
 * quiet notice that says who sets it up, with `configure` (the admin's link to the salaries) when the reader can.
 */
export function MySalaryContent({ state, configure }: { state: MySalaryState; configure?: ReactNode }) {
  switch (state.status) {
    case 'loading':
      return <LoadingSpinner label="Cargando sueldo" size="sm" py="md" />;
    case 'failed':
      return state.failure.kind === 'disabled' ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          {state.failure.message}
        </Alert>
      ) : (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          title={state.failure.title}
        >
          <Group gap="sm">
            {state.failure.detail ? <Text size="sm">{state.failure.detail}</Text> : null}
            <Button size="xs" variant="subtle" color="red" onClick={state.retry}>
              Reintentar
            </Button>
          </Group>
        </Alert>
      );
    case 'empty':
      return (
        <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="my-salary-empty">
          <IconInfoCircle
            size={20}
            color="var(--mantine-color-dimmed)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Stack gap={6}>
            <Text size="sm">{state.mensaje ?? SALARY_TEXT.noConfig}</Text>
            <Text size="sm" c="dimmed">
              {configure
                ? 'Configurá los sueldos del personal para ver acá el progreso del mes.'
                : 'La administración todavía no configuró tu sueldo de este mes; cuando lo haga, vas a ver acá tu progreso.'}
            </Text>
            {configure ? <Group>{configure}</Group> : null}
          </Stack>
        </Group>
      );
    case 'ready':
      return (
        <MySalaryErrorBoundary key={`${state.record.id}-${state.version}`}>
          <Stack gap="sm">
            <Group gap="xs" align="baseline">
              <Text size="sm" c="dimmed">
                Sueldo del mes
              </Text>
              <Money pesos={state.record.sueldoFinal} fw={700} size="xl" data-testid="my-salary-final" />
            </Group>
            <MySalaryProgress record={state.record} configuracion={state.configuracion} />
            <SalarySummaryFigures record={state.record} />
          </Stack>
        </MySalaryErrorBoundary>
      );
  }
}
