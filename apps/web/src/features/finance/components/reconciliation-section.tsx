import { formatReconciliationValue } from '@auditorias/domain/finance/reconciliation';
import type { InvariantDto, ReconciliationRowDto } from '@auditorias/domain/schemas/reconciliation';
import { Badge, Button, Collapse, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { LoadingSpinner, QueryState, RetryAlert } from '../../../components/query-state';
import { RefreshButton } from '../../../components/refresh-button';
import { useReconciliationQuery } from '../api/get-reconciliation';
import { currentPeriod, financeYears, type Period, periodLabel } from '../finance-period';
import { PeriodSelects } from './period-select';

export const RECONCILIATION_LOAD_ERROR = 'Error al verificar la conciliación';

/** A value as the API sends it (pesos, hours or a count) in es-AR, with its centavos. */
function valueText(value: number, unidad: InvariantDto['unidad']): string {
  return formatReconciliationValue(unidad === 'cantidad' ? value : Math.round(value * 100), unidad);
}

/** Never squeezed by a long title beside it. */
const BADGE_STYLE = { flexShrink: 0 } as const;

function StateBadge({ invariant }: { invariant: InvariantDto }) {
  if (!invariant.aplica)
    return (
      <Badge color="gray" variant="light" style={BADGE_STYLE}>
        No aplica
      </Badge>
    );
  return invariant.ok ? (
    <Badge color="green" variant="filled" style={BADGE_STYLE}>
      OK
    </Badge>
  ) : (
    <Badge color="red" variant="filled" style={BADGE_STYLE}>
      Diferencia
    </Badge>
  );
}

function RowsTable({ invariant }: { invariant: InvariantDto }) {
  const cell = (v: number | null, unidad: ReconciliationRowDto['unidad']) =>
    v === null ? '—' : valueText(v, unidad);
  return (
    <ScrollArea type="auto">
      <Table striped miw={560} verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fila</Table.Th>
            <Table.Th ta="right">{invariant.columnas.izquierda}</Table.Th>
            <Table.Th ta="right">{invariant.columnas.derecha}</Table.Th>
            <Table.Th ta="right">Diferencia</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invariant.filas.map((f) => (
            <Table.Tr key={f.clave} data-testid={`conciliacion-fila-${f.clave}`}>
              <Table.Td>{f.nombre}</Table.Td>
              <Table.Td ta="right">{cell(f.izquierda, f.unidad)}</Table.Td>
              <Table.Td ta="right">{cell(f.derecha, f.unidad)}</Table.Td>
              <Table.Td
                ta="right"
                c={f.diferencia === 0 ? 'dimmed' : 'red'}
                fw={f.diferencia === 0 ? undefined : 600}
              >
                {valueText(f.diferencia, f.unidad)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function InvariantCard({ invariant }: { invariant: InvariantDto }) {
  const [open, setOpen] = useState(!invariant.ok);
  const i = invariant;
  const shown = i.filas.length;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="article"
      aria-label={i.titulo}
      data-testid={`conciliacion-${i.clave}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{i.titulo}</Text>
            <Text size="sm" c="dimmed">
              {i.descripcion}
            </Text>
          </div>
          <StateBadge invariant={i} />
        </Group>
        {i.aplica ? (
          <Text size="sm">
            {i.izquierda.etiqueta}: <b>{valueText(i.izquierda.valor, i.unidad)}</b> · {i.derecha.etiqueta}:{' '}
            <b>{valueText(i.derecha.valor, i.unidad)}</b>
            {i.ok ? null : (
              <>
                {' '}
                ·{' '}
                <Text span c="red" fw={600} inherit>
                  Diferencia: {valueText(i.diferencia, i.unidad)}
                  {i.filasConDiferencia > 0
                    ? ` (${i.filasConDiferencia} ${i.filasConDiferencia === 1 ? 'fila' : 'filas'} con diferencia)`
                    : ''}
                </Text>
              </>
            )}
          </Text>
        ) : null}
        {i.nota ? (
          <Text size="sm" c="dimmed" fs="italic">
            {i.nota}
          </Text>
        ) : null}
        {shown > 0 ? (
          <>
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                rightSection={
                  open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
                }
              >
                {open
                  ? 'Ocultar filas'
                  : `Ver filas (${i.filasTotal > shown ? `${shown} de ${i.filasTotal}` : shown})`}
              </Button>
            </Group>
            <Collapse expanded={open}>{open ? <RowsTable invariant={i} /> : null}</Collapse>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * 'Conciliación' of /finanzas-debug: GET /finanzas/conciliacion of the chosen month (the current one first), each
 * invariant with a green OK or its difference, and its rows (the differing ones first) behind a 'Ver filas' button.
 */
export function ReconciliationSection() {
  const [period, setPeriod] = useState<Period>(() => currentPeriod());
  const query = useReconciliationQuery(period);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Conciliación">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h4">
              Conciliación
            </Title>
            <Text size="sm" c="dimmed">
              Las cifras que deben coincidir entre finanzas, sueldos y personal, calculadas con las mismas
              consultas que cada pantalla.
            </Text>
          </div>
          <Group gap="xs" align="flex-end">
            <PeriodSelects value={period} onChange={setPeriod} years={financeYears()} />
            <RefreshButton onRefresh={() => void query.refetch()} refreshing={query.isFetching}>
              Volver a verificar
            </RefreshButton>
          </Group>
        </Group>
        <QueryState
          query={query}
          loading={<LoadingSpinner label="Verificando la conciliación" />}
          error={(error, retry) => (
            <RetryAlert prefix={RECONCILIATION_LOAD_ERROR} error={error} onRetry={retry} />
          )}
        >
          {(r) => {
            const differing = r.invariantes.filter((i) => !i.ok).length;
            return (
              <Stack gap="sm">
                <Group gap="xs">
                  <Badge size="lg" color={r.ok ? 'green' : 'red'} variant="filled">
                    {r.ok
                      ? 'Todas las cifras concilian'
                      : `${differing} ${differing === 1 ? 'invariante no concilia' : 'invariantes no concilian'}`}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {periodLabel({ mes: r.mes, anio: r.anio })} · verificado <DateTime value={r.generadoEn} />{' '}
                    ({r.duracionMs} ms)
                  </Text>
                </Group>
                {r.invariantes.map((i) => (
                  <InvariantCard key={`${r.anio}-${r.mes}-${i.clave}`} invariant={i} />
                ))}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
