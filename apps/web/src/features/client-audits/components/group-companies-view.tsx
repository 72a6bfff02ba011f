import type { Audit } from '@auditorias/domain/schemas/audits';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import type { ClientForAudits } from '../../audits/api/list-clients-for-audits';
import { companyTotals } from '../client-audit-groups';

interface GroupCompaniesViewProps {
  companies: readonly ClientForAudits[];
  audits: readonly Audit[];
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

/**
 * A group administrator's consolidated view: totals of every company it administers (audits, billed, paid,
 * pending balance, from the delivered audits, without VAT) and one card per company to open its audits.
 */
export function GroupCompaniesView({ companies, audits, onPick }: GroupCompaniesViewProps) {
  const totals = companyTotals(audits);
  const parentName = new Map(companies.map((c) => [c.id, c.nombre]));
  return (
    <Stack gap="md" data-testid="group-companies">
      <Paper withBorder radius="md" p="md" aria-label="Vista consolidada" component="section">
        <Title order={3} size="h5" mb="sm">
          Vista consolidada
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label="Total de auditorías">{totals.auditorias}</Stat>
          <Stat label="Facturado">
            <Money pesos={totals.facturado} />
          </Stat>
          <Stat label="Pagado">
            <Money pesos={totals.pagado} />
          </Stat>
          <Stat label="Saldo pendiente">
            <Money pesos={totals.saldoPendiente} />
          </Stat>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          Importes sin IVA de las auditorías entregadas.
        </Text>
      </Paper>
      <Title order={3} size="h5">
        Empresas que administrás
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {companies.map((company) => {
          const own = companyTotals(audits.filter((a) => a.clienteId === company.id));
          const parent = company.parentId !== null ? parentName.get(company.parentId) : undefined;
          return (
            <Paper
              key={company.id}
              withBorder
              radius="md"
              p="md"
              component="article"
              aria-label={company.nombre}
            >
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
                {own.recibidas} recibidas · {own.enCurso} en curso
              </Text>
              <Text size="sm" c="dimmed">
                Saldo pendiente: <Money pesos={own.saldoPendiente} />
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
        })}
      </SimpleGrid>
    </Stack>
  );
}
