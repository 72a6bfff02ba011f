import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { AuditPricingForm } from './audit-pricing-form';
import { CompanyInfoForm } from './company-info-form';
import { DebugLogsCard } from './debug-logs-card';

/** 'configuration' tab: the company's contact data for client reports, the audit pricing settings and the
 * admin's debug-logs switch. */
export function ConfigurationPanel(_props: TabPanelProps) {
  return (
    <Stack gap="md" component="section" aria-label="Configuración">
      <div>
        <Title order={1} size="h3">
          Configuración
        </Title>
        <Text c="dimmed" size="sm">
          Datos de la empresa, precios de las auditorías y diagnóstico.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <CompanyInfoForm />
        <AuditPricingForm />
        <DebugLogsCard />
      </SimpleGrid>
    </Stack>
  );
}
