import { Textarea } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { ClientFileDownloadButton } from './client-file-download-button';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FileUploadField } from './file-upload-field';
import { FormSection } from './form-section';
import { ModalityFields } from './modality-fields';

interface ClientModalitySectionProps extends ClientFormSectionProps {
  onUploadingChange: (uploading: boolean) => void;
}

/** Modality and instructions: when audits are scheduled, what the operator must know, the procedure file. */
export function ClientModalitySection({
  values,
  errors,
  onChange,
  saved,
  onUploadingChange,
}: ClientModalitySectionProps) {
  const savedProcedure =
    saved && values.procedimiento && saved.archivo_procedimiento?.id === values.procedimiento.id
      ? saved
      : null;
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
        value={values.instrucciones_operador}
        onChange={(e) => onChange({ instrucciones_operador: e.currentTarget.value })}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={5000}
      />
      <FileUploadField
        kind="procedimiento"
        label="Archivo de procedimiento"
        value={values.procedimiento}
        onChange={(procedimiento) => onChange({ procedimiento })}
        onUploadingChange={onUploadingChange}
        error={errors.procedimiento}
        download={
          savedProcedure ? (
            <ClientFileDownloadButton
              target={{ what: 'procedimiento', clientId: savedProcedure.id }}
              fallbackName={values.procedimiento?.nombre ?? 'procedimiento'}
              errorText="Error al descargar el procedimiento"
            />
          ) : null
        }
      />
    </FormSection>
  );
}
