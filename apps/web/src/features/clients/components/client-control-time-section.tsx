import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

/** Control time: estimated time (hh:mm), time per audit (minutes) and the day limit. */
export function ClientControlTimeSection({ values, errors, onChange }: ClientFormSectionProps) {
  return (
    <FormSection title="Tiempo de control" icon={<IconClock size={20} />}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Tiempo estimado (hh:mm)"
          placeholder="04:00"
          value={values.tiempoEstimado}
          onChange={(e) => onChange({ tiempoEstimado: e.currentTarget.value })}
          error={errors.tiempoEstimado}
          maxLength={6}
        />
        <NumberInput
          label="Tiempo por auditoría (minutos)"
          value={values.tiempo_auditoria_cliente}
          onChange={(v) => onChange({ tiempo_auditoria_cliente: v })}
          min={1}
          max={24 * 60}
          step={5}
          allowDecimal={false}
          error={errors.tiempo_auditoria_cliente}
        />
        <NumberInput
          label="Límite de días"
          value={values.limiteDias}
          onChange={(v) => onChange({ limiteDias: v })}
          min={0}
          max={3650}
          allowDecimal={false}
          error={errors.limiteDias}
        />
      </SimpleGrid>
    </FormSection>
  );
}
