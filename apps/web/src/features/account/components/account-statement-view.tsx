import { AUDIT_STATES, type AuditState } from '@auditorias/domain/audits/states';
import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import { Badge, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { AuditStateBadge } from '../../audits/components/audit-state-badge';
import { formatDay } from '../../audits/date-input';
import { ClientFinanceCards, clientMoneyFigures } from './client-finance-cards';

type StatementAudit = AccountStatement['auditorias']['completadas'][number];

const isAuditState = (value: string): value is AuditState =>
  (AUDIT_STATES as readonly string[]).includes(value);

const PAYMENT_COLORS: Record<StatementAudit['estadoPago'], string> = {
  PENDIENTE: 'gray',
  FACTURADA: 'orange',
  PAGADA: 'green',
};

/** The payments with a stable key each (they carry no id): their content, numbered when repeated. */
function paymentRows(payments: AccountStatement['ultimosPagos']) {
  const seen = new Map<string, number>();
  return payments.map((p) => {
    const base = `${p.fecha}|${p.concepto}|${p.monto}|${p.esParcial}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}|${n}`, p };
  });
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {children}
      </Text>
    </Paper>
  );
}

function AuditsTable({
  title,
  audits,
  operator,
  empty,
}: {
  title: string;
  audits: StatementAudit[];
  operator: boolean;
  empty: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {audits.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ScrollArea type="auto">
          <Table striped verticalSpacing="xs" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Título</Table.Th>
                {operator ? <Table.Th>Cliente</Table.Th> : null}
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th ta="right">{operator ? 'Comisión' : 'Valor (sin IVA)'}</Table.Th>
                <Table.Th>Pago</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audits.map((a) => (
                <Table.Tr key={a.id} data-testid={`statement-audit-${a.id}`}>
                  <Table.Td>{a.id}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {a.titulo}
                    </Text>
                  </Table.Td>
                  {operator ? <Table.Td>{a.cliente}</Table.Td> : null}
                  <Table.Td>{formatDay(a.fecha)}</Table.Td>
                  <Table.Td>
                    {isAuditState(a.estado) ? <AuditStateBadge estado={a.estado} /> : a.estado}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money pesos={operator ? (a.comision ?? a.valor) : a.valor} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={PAYMENT_COLORS[a.estadoPago]} variant="light">
                      {a.estadoPago}
                    </Badge>
                    {a.incluidaEnAbono ? (
                      <Badge color="teal" variant="outline" ml={4}>
                        Incluida en el abono
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}

/** The account statement of a client (debt, paid, pending, audits, last payments) or an operator (commissions). */
export function AccountStatementView({ statement }: { statement: AccountStatement }) {
  const { estadoCuenta: cuenta } = statement;
  if (statement.tipoUsuario === 'otro') {
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState message={statement.mensaje ?? 'No hay estado de cuenta para este usuario'} />
      </Paper>
    );
  }
  const operator = statement.tipoUsuario === 'operador';
  return (
    <Stack gap="md" data-testid={`statement-${statement.tipoUsuario}`}>
      <Group justify="space-between" align="flex-end">
        <div>
          {statement.cliente ? (
            <>
              <Title order={2} size="h4">
                {statement.cliente.nombre}
              </Title>
              {statement.cliente.cuit ? (
                <Text size="sm" c="dimmed">
                  CUIT {statement.cliente.cuit}
                </Text>
              ) : null}
            </>
          ) : statement.usuario ? (
            <Title order={2} size="h4">
              {statement.usuario.nombre}
            </Title>
          ) : null}
        </div>
        {(cuenta.estadoDeuda ?? cuenta.estadoCuenta) ? (
          <Badge
            size="lg"
            variant="light"
            color={(cuenta.estadoDeuda ?? cuenta.estadoCuenta) === 'con deuda' ? 'orange' : 'green'}
          >
            {cuenta.estadoDeuda ?? cuenta.estadoCuenta}
          </Badge>
        ) : null}
      </Group>

      {operator ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label="Comisiones devengadas">
            <Money pesos={cuenta.comisionesDevengadas ?? 0} />
          </Figure>
          <Figure label="Auditorías entregadas">{cuenta.totalAuditorias ?? 0}</Figure>
          <Figure label="Auditorías pendientes">{cuenta.auditoriasPendientes ?? 0}</Figure>
        </SimpleGrid>
      ) : (
        <>
          <ClientFinanceCards figures={clientMoneyFigures(statement)} />
          <Text size="sm" c="dimmed">
            {`${cuenta.auditoriasCompletadas ?? 0} auditorías completadas. Importes sin IVA.`}
          </Text>
        </>
      )}

      <AuditsTable
        title={operator ? 'Auditorías entregadas' : 'Auditorías completadas'}
        audits={statement.auditorias.completadas}
        operator={operator}
        empty="No hay auditorías completadas"
      />
      <AuditsTable
        title={operator ? 'Auditorías en curso' : 'Auditorías pendientes'}
        audits={statement.auditorias.pendientes}
        operator={operator}
        empty="No hay auditorías pendientes"
      />

      {operator ? null : (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Últimos pagos">
          <Title order={3} size="h5" mb="xs">
            Últimos pagos
          </Title>
          {statement.ultimosPagos.length === 0 ? (
            <EmptyState message="No hay pagos registrados" />
          ) : (
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Concepto</Table.Th>
                  <Table.Th ta="right">Monto</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {paymentRows(statement.ultimosPagos).map(({ key, p }) => (
                  <Table.Tr key={key}>
                    <Table.Td>{formatDay(p.fecha)}</Table.Td>
                    <Table.Td>
                      {p.concepto}{' '}
                      {p.esParcial ? (
                        <Badge size="sm" variant="light" color="yellow">
                          Parcial
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money pesos={p.monto} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
