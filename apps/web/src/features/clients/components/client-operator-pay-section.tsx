import { PRIORITIES, PRIORITY_LABELS } from '@auditorias/domain/clients/constants';
import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import { Group, Input, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserDollar } from '@tabler/icons-react';
import { Money } from '../../../components/money';
import { PesosInput } from '../../../components/pesos-input';
import { bindFields } from '../../../lib/form-fields';
import { toNumberOrNull } from '../branch-form-values';
import { inheritanceFromForm } from '../client-form-values';
import { operatorPayByPriority } from '../client-pricing';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

interface ClientOperatorPaySectionProps extends ClientFormSectionProps {
  pricing: PricingSettings;
}

/** Operator pay: a percentage of the price (integer 0–100) or a fixed amount per audit. */
export function ClientOperatorPaySection({
  values,
  errors,
  onChange,
  pricing,
}: ClientOperatorPaySectionProps) {
  const source = inheritanceFromForm(values);
  const valid =
    values.tipoComision === 'porcentaje'
      ? !Number.isNaN(toNumberOrNull(values.comisionOperador) ?? 0)
      : !Number.isNaN(toNumberOrNull(values.montoFijoOperador) ?? 0);
  const pay = valid ? operatorPayByPriority(source, pricing) : null;
  const field = bindFields(values, onChange, errors);
  return (
    <FormSection
      title="Pago al operador"
      icon={<IconUserDollar size={20} />}
      description="Lo que cobra el operador por cada auditoría de este cliente."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Input.Wrapper label="Tipo de pago">
          <SegmentedControl
            fullWidth
            mt={4}
            value={values.tipoComision}
            onChange={(v) => onChange({ tipoComision: v === 'fijo' ? 'fijo' : 'porcentaje' })}
            data={[
              { value: 'porcentaje', label: 'Porcentaje' },
              { value: 'fijo', label: 'Monto fijo' },
            ]}
          />
        </Input.Wrapper>
        {values.tipoComision === 'porcentaje' ? (
          <NumberInput
            label="Comisión del operador (%)"
            {...field.number('comisionOperador')}
            min={0}
            max={100}
            step={1}
            allowDecimal={false}
            clampBehavior="strict"
            suffix=" %"
          />
        ) : (
          <PesosInput
            label="Monto fijo por auditoría"
            {...field.number('montoFijoOperador')}
            min={0}
            step={0.01}
          />
        )}
      </SimpleGrid>
      {pay ? (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            El operador cobra por auditoría:
          </Text>
          <Group gap="lg">
            {PRIORITIES.map((p) => (
              <Text key={p} size="sm">
                {PRIORITY_LABELS[p]}: <Money pesos={pay[p]} fw={600} />
              </Text>
            ))}
          </Group>
        </Stack>
      ) : null}
    </FormSection>
  );
}
