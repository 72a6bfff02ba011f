import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import { Select } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

/** Priority audits: the priority new audits of this client take by default. */
export function ClientPrioritySection({ values, onChange }: ClientFormSectionProps) {
  return (
    <FormSection title="Auditorías prioritarias" icon={<IconFlame size={20} />}>
      <Select
        label="Tipo de auditoría por defecto"
        data={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
        value={values.tipo_auditoria_default}
        allowDeselect={false}
        onChange={(v) => v && onChange({ tipo_auditoria_default: v as Priority })}
        maw={320}
      />
    </FormSection>
  );
}
