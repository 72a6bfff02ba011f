import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import { type AuditPricing, auditPricingSchema } from '@auditorias/domain/schemas/config';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPercentage } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { LoadErrorAlert } from '../../../components/query-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { pricingSettingsFrom, priorityPrices } from '../../clients/public';
import { useAuditPricingQuery } from '../api/get-audit-pricing';
import { useUpdateAuditPricingMutation } from '../api/update-audit-pricing';
import { LoadedSettingsCard } from './loaded-settings-card';

type NumberValue = number | string;
interface PricingValues {
  multiplicadores: Record<Priority, NumberValue>;
  costoPorDefecto: NumberValue;
}

const toNumber = (v: NumberValue) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

interface FieldsProps {
  initial: AuditPricing;
  saving: boolean;
  onSave: (values: AuditPricing) => void;
  onInvalid: (message: string) => void;
}

function AuditPricingFields({ initial, saving, onSave, onInvalid }: FieldsProps) {
  const [values, setValues] = useState<PricingValues>(initial);
  const parsed = auditPricingSchema.safeParse({
    multiplicadores: {
      normal: toNumber(values.multiplicadores.normal),
      prioritaria: toNumber(values.multiplicadores.prioritaria),
      urgente: toNumber(values.multiplicadores.urgente),
    },
    costoPorDefecto: toNumber(values.costoPorDefecto),
  });
  const preview = parsed.success ? priorityPrices(null, pricingSettingsFrom(parsed.data)) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.success) {
      onInvalid('Revisá los multiplicadores (0 a 100) y el costo por defecto (0 o más)');
      return;
    }
    onSave(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Precios por prioridad">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Multiplicador por prioridad
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt={-6}>
          {PRIORITIES.map((p) => (
            <NumberInput
              key={p}
              label={PRIORITY_LABELS[p]}
              aria-label={`Multiplicador ${PRIORITY_LABELS[p]}`}
              value={values.multiplicadores[p]}
              onChange={(v) =>
                setValues((c) => ({ ...c, multiplicadores: { ...c.multiplicadores, [p]: v } }))
              }
              min={0}
              max={100}
              step={0.05}
              decimalScale={2}
              prefix="× "
              decimalSeparator=","
            />
          ))}
        </SimpleGrid>
        <PesosInput
          label="Costo por defecto por auditoría"
          description="Se usa cuando un cliente no tiene costo por auditoría."
          value={values.costoPorDefecto}
          onChange={(v) => setValues((c) => ({ ...c, costoPorDefecto: v }))}
          min={0}
          step={0.01}
          maw={320}
        />
        {preview ? (
          <Text size="sm" c="dimmed">
            Con el costo por defecto:{' '}
            {PRIORITIES.map((p, i) => (
              <Text span key={p}>
                {i > 0 ? ' · ' : ''}
                {PRIORITY_LABELS[p]} <Money pesos={preview[p]} fw={600} c="var(--mantine-color-text)" />
              </Text>
            ))}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving}>
            Guardar precios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Audit pricing settings: the multiplier of each priority and the default cost per audit. */
export function AuditPricingForm() {
  const pricing = useAuditPricingQuery();
  const update = useUpdateAuditPricingMutation();
  return (
    <LoadedSettingsCard
      title="Precios por prioridad"
      description="El precio de una auditoría es el costo del cliente por el multiplicador de su prioridad (sin IVA)."
      icon={<IconPercentage size={24} aria-hidden />}
      query={pricing}
      loadError={(error) => <LoadErrorAlert prefix="Error al cargar los precios" error={error} />}
    >
      {(data, banner) => (
        <AuditPricingFields
          key={pricing.dataUpdatedAt}
          initial={data}
          saving={update.isPending}
          onInvalid={(message) => banner.error(message)}
          onSave={(values) =>
            update.mutate(values, {
              onSuccess: () => banner.success('Precios por prioridad actualizados correctamente'),
              onError: (error) => banner.error(prefixedErrorMessage('Error al guardar los precios', error)),
            })
          }
        />
      )}
    </LoadedSettingsCard>
  );
}
