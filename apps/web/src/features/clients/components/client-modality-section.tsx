import { Textarea } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { bindFields } from '../../../lib/form-fields';
import { ClientFileField } from './client-file-field';
import type { ClientFileSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';
import { ModalityFields } from './modality-fields';

/** Modality and instructions: when audits are scheduled, what the operator must know, the procedure file. */
export function ClientModalitySection(props: ClientFileSectionProps) {
  const { values, errors, onChange } = props;
  return (
    <FormSection
      title="Modalidad e instrucciones"
      icon={<IconCalendarEvent size={20} />}
      description="Cuándo se programan las auditorías y qué tiene que saber el operador."
    >
      <ModalityFields
        value={{ modalidad: values.modalidad, dias: values.dias, fecha_exacta: values.fecha_exacta }}
        onChange={(m) =>
          onChange({ modalidad: m.modalidad ?? 'manual', dias: m.dias, fecha_exacta: m.fecha_exacta })
        }
        errors={{ dias: errors.dias, fecha_exacta: errors.fecha_exacta }}
      />
      <Textarea
        label="Instrucciones para el operador"
        {...bindFields(values, onChange).text('instrucciones_operador')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={5000}
      />
      <ClientFileField kind="procedimiento" label="Archivo de procedimiento" {...props} />
    </FormSection>
  );
}
