import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { bindFields } from '../../../lib/form-fields';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

/** Control time: estimated time (hh:mm), time per audit (minutes) and the day limit. */
export function ClientControlTimeSection({ values, errors, onChange }: ClientFormSectionProps) {
  const field = bindFields(values, onChange, errors);
  return (
    <FormSection title="Tiempo de control" icon={<IconClock size={20} />}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Tiempo estimado (hh:mm)"
          placeholder="04:00"
          {...field.text('tiempoEstimado')}
          maxLength={6}
        />
        <NumberInput
          label="Tiempo por auditoría (minutos)"
          {...field.number('tiempo_auditoria_cliente')}
          min={1}
          max={24 * 60}
          step={5}
          allowDecimal={false}
        />
        <NumberInput
          label="Límite de días"
          {...field.number('limiteDias')}
          min={0}
          max={3650}
          allowDecimal={false}
        />
      </SimpleGrid>
    </FormSection>
  );
}
