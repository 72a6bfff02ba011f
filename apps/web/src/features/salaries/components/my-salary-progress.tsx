import type { SalaryConfigDto, SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatPercent, progressColor, salaryKind } from './my-salary-rules';

interface Props {
  record: SalaryRecordDto;
  configuracion: SalaryConfigDto | null;
}

/** The month's objective progress, coloured by the 30/70/100 % thresholds; a fixed or hourly salary says so. */
export function MySalaryProgress({ record, configuracion }: Props) {
  const kind = salaryKind(record, configuracion);
  if (kind === 'fijo') {
    return (
      <Text size="sm" c="dimmed">
        Sueldo fijo: no depende de objetivos.
      </Text>
    );
  }
  if (kind === 'horas') {
    return (
      <Text size="sm">Pago por horas: {record.horasTrabajadas.toLocaleString('es-AR')} h trabajadas.</Text>
    );
  }
  const percent = record.porcentajeObjetivo;
  const color = progressColor(percent);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Progreso del objetivo
        </Text>
        <Text size="sm" fw={700} c={color} data-testid="objective-percent">
          {formatPercent(percent)}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, Math.max(0, percent))}
        color={color}
        size="lg"
        radius="xl"
        aria-label="Progreso del objetivo"
        data-color={color}
        data-testid="objective-progress"
      />
    </Stack>
  );
}
