import { CLIENT_ORDER_STATES, CLIENT_RECEIVED_STATES } from '@auditorias/domain/audits/states';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ACCOUNT_LOAD_ERROR } from '../../account/account-messages';
import { useClientAccountStatementQueries } from '../../account/api/get-client-account-statement';
import {
  addMoneyFigures,
  type ClientMoneyFigures,
  clientMoneyFigures,
} from '../../account/components/client-finance-cards';
import { useAuditCountsQuery } from '../../audits/api/get-audit-counts';
import type { ClientForAudits } from '../../clients/api/list-clients-for-audits';
import { countIn } from '../client-audit-groups';

interface GroupCompaniesViewProps {
  companies: readonly ClientForAudits[];
  onPick: (clienteId: number) => void;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {children}
      </Text>
    </div>
  );
}

/** One company's card: its counts (the server's, `GET /audits/counts?clienteId`) and its pending balance. */
function CompanyCard({
  company,
  parent,
  saldoPendiente,
  onPick,
}: {
  company: ClientForAudits;
  parent: string | undefined;
  saldoPendiente: number | undefined;
  onPick: (clienteId: number) => void;
}) {
  const counts = useAuditCountsQuery({ clienteId: company.id });
  const recibidas = counts.data ? countIn(counts.data.conteo, CLIENT_RECEIVED_STATES) : '—';
  const enCurso = counts.data ? countIn(counts.data.conteo, CLIENT_ORDER_STATES) : '—';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={company.nombre}>
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconBuilding size={18} aria-hidden />
        <Text fw={700} truncate>
          {company.nombre}
        </Text>
      </Group>
      {parent ? (
        <Text size="xs" c="dimmed">
          Negocio de {parent}
        </Text>
      ) : null}
      <Text size="sm" mt="xs">
        {`${recibidas} recibidas · ${enCurso} en curso`}
      </Text>
      <Text size="sm" c="dimmed">
        Saldo pendiente: {saldoPendiente === undefined ? '—' : <Money pesos={saldoPendiente} />}
      </Text>
      <Button
        mt="sm"
        variant="light"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        onClick={() => onPick(company.id)}
      >
        Ver auditorías
      </Button>
    </Paper>
  );
}

/**
 * A group administrator's consolidated view: totals of every company it administers and one card per company to
 * open its audits. The counts are the server's (`GET /audits/counts`); the amounts (invoiced, paid, pending
 * balance, without VAT) are each company's account statement (`GET /clients/{id}/account-statement`, the ledger's
 * balances), added up.
 */
export function GroupCompaniesView({ companies, onPick }: GroupCompaniesViewProps) {
  const counts = useAuditCountsQuery();
  const statements = useClientAccountStatementQueries(companies.map((c) => c.id));
  const parentName = new Map(companies.map((c) => [c.id, c.nombre]));
  const figures = new Map<number, ClientMoneyFigures>();
  companies.forEach((c, i) => {
    const data = statements[i]?.data;
    if (data) figures.set(c.id, clientMoneyFigures(data));
  });
  const moneyPending = statements.some((s) => s.isPending);
  const moneyFailed = statements.some((s) => s.isError);
  const totals = moneyPending || moneyFailed ? null : addMoneyFigures([...figures.values()]);

  if (counts.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando auditorías" />
      </Center>
    );
  }
  if (counts.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {prefixedErrorMessage(
          'Error cargando auditorías',
          counts.error,
          'Error cargando auditorías: Error interno del servidor',
        )}
      </Alert>
    );
  }
  const money = (pick: (f: ClientMoneyFigures) => number) =>
    totals ? <Money pesos={pick(totals)} /> : moneyFailed ? '—' : '…';
  return (
    <Stack gap="md" data-testid="group-companies">
      <Paper withBorder radius="md" p="md" aria-label="Vista consolidada" component="section">
        <Title order={3} size="h5" mb="sm">
          Vista consolidada
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label="Total de auditorías">{counts.data.total}</Stat>
          <Stat label="Facturado">{money((f) => f.totalFacturado)}</Stat>
          <Stat label="Pagado">{money((f) => f.totalPagado)}</Stat>
          <Stat label="Saldo pendiente">{money((f) => f.saldoPendiente)}</Stat>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          Importes sin IVA del estado de cuenta de cada empresa.
        </Text>
        {moneyFailed ? (
          <Text size="xs" c="red" role="alert" data-testid="money-error">
            {ACCOUNT_LOAD_ERROR}
          </Text>
        ) : null}
      </Paper>
      <Title order={3} size="h5">
        Empresas que administrás
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {companies.map((company) => (
          <CompanyCard
            key={company.id}
            company={company}
            parent={company.parentId !== null ? parentName.get(company.parentId) : undefined}
            saldoPendiente={figures.get(company.id)?.saldoPendiente}
            onPick={onPick}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
