import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { doneVersusObjective, salaryStateLabel } from './my-salary-rules';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} aria-label={label} role="group">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * A month's salary record: reference and final salary, paid and still owed, state, audits (and corrections for a
 * supervisor) against their objectives, and the rest days (francos) paid.
 */
export function SalarySummaryFigures({ record }: { record: SalaryRecordDto }) {
  const state = salaryStateLabel(record);
  const francos = record.detalle.francosPagados.length;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" data-testid="salary-figures">
      <Figure label="Sueldo final">
        <Money pesos={record.sueldoFinal} />
      </Figure>
      <Figure label="Sueldo de referencia">
        <Money pesos={record.sueldoReferencia} />
      </Figure>
      <Figure label="Total pagado">
        <Money pesos={record.detalle.totalPagado} />
      </Figure>
      <Figure label="Saldo pendiente">
        <Money pesos={record.saldoPendiente} />
      </Figure>
      <Figure label="Estado">
        <Badge color={state.color} variant="light">
          {state.label}
        </Badge>
      </Figure>
      <Figure label="Auditorías">
        {doneVersusObjective(record.auditoriasHechas, record.detalle.objetivoAuditorias)}
      </Figure>
      {record.rol === 'supervisor' ? (
        <Figure label="Correcciones">
          {doneVersusObjective(record.correccionesHechas, record.detalle.objetivoCorrecciones)}
        </Figure>
      ) : null}
      <Figure label="Francos pagados">
        {francos} (<Money pesos={record.pagoFrancos} />)
      </Figure>
    </SimpleGrid>
  );
}
