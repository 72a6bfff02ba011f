import { restDaysText } from '@auditorias/domain/salaries/rest-days';
import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Badge, SimpleGrid } from '@mantine/core';
import { Money } from '../../../components/money';
import { StatFigure } from '../../staff-control/public';
import { doneVersusObjective, salaryStateLabel } from './my-salary-rules';

/**
 * A month's salary record: reference and final salary, paid and still owed, state, audits (and corrections for a
 * supervisor) against their objectives, and the rest days (francos) paid.
 */
export function SalarySummaryFigures({ record }: { record: SalaryRecordDto }) {
  const state = salaryStateLabel(record);
  // Paid and worked rest days are both inside `pagoFrancos`: the figure names both.
  const francos = restDaysText({
    pagados: record.detalle.francosPagados.length,
    trabajados: record.detalle.francosTrabajados.length,
  });
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm" data-testid="salary-figures">
      <StatFigure label="Sueldo final">
        <Money pesos={record.sueldoFinal} />
      </StatFigure>
      <StatFigure label="Sueldo de referencia">
        <Money pesos={record.sueldoReferencia} />
      </StatFigure>
      <StatFigure label="Total pagado">
        <Money pesos={record.detalle.totalPagado} />
      </StatFigure>
      <StatFigure label="Saldo pendiente">
        <Money pesos={record.saldoPendiente} />
      </StatFigure>
      <StatFigure label="Estado">
        <Badge color={state.color} variant="light">
          {state.label}
        </Badge>
      </StatFigure>
      <StatFigure label="Auditorías">
        {doneVersusObjective(record.auditoriasHechas, record.detalle.objetivoAuditorias)}
      </StatFigure>
      {record.rol === 'supervisor' ? (
        <StatFigure label="Correcciones">
          {doneVersusObjective(record.correccionesHechas, record.detalle.objetivoCorrecciones)}
        </StatFigure>
      ) : null}
      <StatFigure label="Francos">
        {francos} (<Money pesos={record.pagoFrancos} />)
      </StatFigure>
    </SimpleGrid>
  );
}
