import type { ClientDashboardCompany } from '@auditorias/domain/schemas/users';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { LoadingSpinner } from '../../../components/query-state';
import { AuditsLoadError } from '../../audits/public';
import { useUserDashboardQuery } from '../../client-dashboard/public';
import type { ClientForAudits } from '../../clients/public';

interface GroupCompaniesViewProps {
  /** The group administrator (its dashboard holds the figures). */
  userId: number;
  companies: readonly ClientForAudits[];
  onPick: (clienteId: number) => void;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {children}
      </Text>
    </div>
  );
}

/** One company's card: its received and ongoing audits and its pending balance. */
function CompanyCard({
  company,
  parent,
  figures,
  onPick,
}: {
  company: ClientForAudits;
  parent: string | undefined;
  figures: ClientDashboardCompany | undefined;
  onPick: (clienteId: number) => void;
}) {
  const recibidas = figures?.auditorias.completadas ?? '—';
  const enCurso = figures?.auditorias.pendientes ?? '—';
  const saldo = figures?.finanzas?.deudaPendiente;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={company.nombre}>
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconBuilding size={18} aria-hidden />
        <Text fw={700} truncate>
          {company.nombre}
        </Text>
      </Group>
      {parent ? <Text size="xs">Negocio de {parent}</Text> : null}
      <Text size="sm" mt="xs">
        {`${recibidas} recibidas · ${enCurso} en curso`}
      </Text>
      <Text size="sm">Saldo pendiente: {saldo === undefined ? '—' : <Money pesos={saldo} />}</Text>
      <Button
        mt="sm"
        variant="light"
        size="xs"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        onClick={() => onPick(company.id)}
      >
        Ver auditorías
      </Button>
    </Paper>
  );
}

/**
 * A group administrator's consolidated view on 'Mis Auditorías': totals of every company it administers and one
 * card per company to open its audits. Everything comes from its dashboard (`GET /users/{id}/dashboard`: the kept
 * counters and each company's account statement, without VAT) in one call.
 */
export function GroupCompaniesView({ userId, companies, onPick }: GroupCompaniesViewProps) {
  const dashboard = useUserDashboardQuery(userId);

  if (dashboard.isPending) {
    return <LoadingSpinner label="Cargando auditorías" />;
  }
  if (dashboard.isError || dashboard.data.tipo !== 'cliente') {
    return <AuditsLoadError error={dashboard.error} />;
  }
  const { auditorias, finanzas, empresas } = dashboard.data;
  const figures = new Map(empresas.map((e) => [e.clienteId, e]));
  const parentName = new Map(companies.map((c) => [c.id, c.nombre]));
  const money = (pesos: number | null | undefined) =>
    pesos === null || pesos === undefined ? '—' : <Money pesos={pesos} />;
  return (
    <Stack gap="md" data-testid="group-companies">
      <Paper withBorder radius="md" p="md" aria-label="Vista consolidada" component="section">
        <Title order={3} size="h5" mb="sm">
          Vista consolidada
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label="Total de auditorías">{auditorias.completadas + auditorias.pendientes}</Stat>
          <Stat label="Facturado">{money(auditorias.totalFacturado)}</Stat>
          <Stat label="Pagado">{money(finanzas?.totalPagado)}</Stat>
          <Stat label="Saldo pendiente">{money(finanzas?.deudaPendiente)}</Stat>
        </SimpleGrid>
        <Text size="xs" mt="xs">
          Importes sin IVA del estado de cuenta de cada empresa.
        </Text>
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
            figures={figures.get(company.id)}
            onPick={onPick}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
