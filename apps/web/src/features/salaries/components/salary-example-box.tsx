import { centavosToPesos } from '@auditorias/domain/money';
import type { NormaliseResult, SalaryRole } from '@auditorias/domain/salaries/config';
import { Alert, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { Money } from '../../../components/money';
import { type ExampleCounts, exampleSalary } from '../salary-example';

interface SalaryExampleBoxProps {
  role: SalaryRole;
  /** The form read as the server reads it (`normaliseConfig`). */
  normalised: NormaliseResult;
  counts: ExampleCounts;
}

const horas = (n: number) => n.toLocaleString('es-AR', { maximumFractionDigits: 2 });

/**
 * 'Ejemplo de cálculo': the salary the form's values would give, worked out as it changes with the same function
 * the server uses (`calculateSalary`), on the month's counts so far.
 */
export function SalaryExampleBox({ role, normalised, counts }: SalaryExampleBoxProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-default-hover)"
      aria-labelledby="salary-example"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <IconCalculator size={18} aria-hidden />
          <Title order={3} size="h5" id="salary-example">
            Ejemplo de cálculo
          </Title>
        </Group>
        <Text size="xs" c="dimmed">
          Con lo registrado en el mes: {counts.auditoriasHechas} auditorías
          {role === 'supervisor' ? `, ${counts.correccionesHechas} correcciones` : ''},{' '}
          {horas(counts.horasTrabajadas)} h trabajadas; suponiendo asistencia todos los días hábiles.
        </Text>
        {normalised.ok ? (
          <ExampleFigures role={role} normalised={normalised} counts={counts} />
        ) : (
          <Alert color="yellow" variant="light" title="Revisá la configuración">
            <List size="sm">
              {normalised.errores.map((e) => (
                <List.Item key={`${e.campo}-${e.mensaje}`}>{e.mensaje}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function ExampleFigures({
  role,
  normalised,
  counts,
}: SalaryExampleBoxProps & { normalised: Extract<NormaliseResult, { ok: true }> }) {
  const calc = exampleSalary(role, normalised.config, counts);
  const objectives = [
    calc.objetivoAuditorias > 0 ? `auditorías ${calc.auditoriasHechas}/${calc.objetivoAuditorias}` : null,
    calc.objetivoCorrecciones ? `correcciones ${calc.correccionesHechas}/${calc.objetivoCorrecciones}` : null,
  ].filter((p): p is string => p !== null);
  return (
    <Stack gap={4} data-testid="salary-example">
      {objectives.length > 0 ? (
        <Text size="sm">
          Objetivo del mes: {calc.porcentajeObjetivo.toLocaleString('es-AR')} % ({objectives.join(', ')})
        </Text>
      ) : null}
      {calc.detalle.map((line) => (
        <Group key={line.concepto} justify="space-between" wrap="nowrap" gap="sm">
          <Text
            size="sm"
            c={line.informativo ? 'dimmed' : undefined}
            fs={line.informativo ? 'italic' : undefined}
          >
            {line.concepto}
          </Text>
          {line.informativo && line.monto === 0 ? null : (
            <Money
              pesos={centavosToPesos(line.monto)}
              size="sm"
              c={line.informativo ? 'dimmed' : undefined}
            />
          )}
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={600}>Sueldo final de ejemplo</Text>
        <Money pesos={centavosToPesos(calc.sueldoFinal)} fw={700} data-testid="salary-example-total" />
      </Group>
    </Stack>
  );
}
