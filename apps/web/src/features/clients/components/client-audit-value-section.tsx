import { PRIORITIES, PRIORITY_LABELS } from '@auditorias/domain/clients/constants';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { bindFields } from '../../../lib/form-fields';
import { toNumberOrNull } from '../branch-form-values';
import { priorityPrices } from '../client-pricing';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

interface ClientAuditValueSectionProps extends ClientFormSectionProps {
  pricing: PricingSettings;
}

const multiplier = (m: number) => `×${m.toLocaleString('es-AR')}`;

/** Audit value: the cost per audit and the price of each priority (cost times the priority multiplier). */
export function ClientAuditValueSection({ values, errors, onChange, pricing }: ClientAuditValueSectionProps) {
  const cost = toNumberOrNull(values.costoAuditoria);
  const prices = priorityPrices(cost === null || Number.isNaN(cost) ? null : cost, pricing);
  return (
    <FormSection
      title="Valor de la auditoría"
      icon={<IconCurrencyDollar size={20} />}
      description="Precios sin IVA. Las sucursales pueden tener precios propios."
    >
      <PesosInput
        label="Costo por auditoría"
        {...bindFields(values, onChange, errors).number('costoAuditoria')}
        min={0}
        step={0.01}
        maw={260}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" aria-label="Precio por prioridad">
        {PRIORITIES.map((p) => (
          <Paper key={p} withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {PRIORITY_LABELS[p]} {multiplier(pricing.multiplicadores[p])}
            </Text>
            <Text size="lg" fw={700} data-testid={`precio-${p}`}>
              <Money pesos={prices[p]} />
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
