import type { SalaryConfigDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
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

/** The body of 'Tu Progreso del Mes' for each state of the read. */
export function MySalaryContent({ state }: { state: MySalaryState }) {
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
        <Alert
          color="gray"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          title={SALARY_TEXT.noRecord}
        >
          {state.mensaje ?? SALARY_TEXT.noConfig}
        </Alert>
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
