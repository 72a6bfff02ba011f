import { SimpleGrid, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconFileCertificate } from '@tabler/icons-react';
import { bindFields } from '../../../lib/form-fields';
import { parseDateInput } from '../date-input-format';
import { ClientFileField } from './client-file-field';
import type { ClientFileSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

/** Contract: the signed file (required), the signing date (required) and observations. */
export function ClientContractSection(props: ClientFileSectionProps) {
  const { values, errors, onChange } = props;
  return (
    <FormSection
      title="Contrato"
      icon={<IconFileCertificate size={20} />}
      description="Adjuntá el contrato firmado por el cliente."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ClientFileField
          kind="contrato"
          label="Contrato firmado"
          inputLabel="Archivo del contrato firmado"
          required
          {...props}
        />
        <DateInput
          label="Fecha de firma del contrato"
          required
          valueFormat="DD/MM/YYYY"
          dateParser={parseDateInput}
          placeholder="dd/mm/aaaa"
          value={values.contrato_fecha_firma}
          onChange={(fecha) => onChange({ contrato_fecha_firma: fecha })}
          error={errors.contrato_fecha_firma}
          clearable
        />
      </SimpleGrid>
      <Textarea
        label="Observaciones del contrato"
        {...bindFields(values, onChange).text('contrato_observaciones')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
      />
    </FormSection>
  );
}
