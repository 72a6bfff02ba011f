import { SimpleGrid, TextInput } from '@mantine/core';
import { IconDeviceCctv } from '@tabler/icons-react';
import { bindFields } from '../../../lib/form-fields';
import type { ClientFormSectionProps } from './client-form-section-props';
import { DvrPasswordField } from './dvr-password-field';
import { FormSection } from './form-section';

/** DVR info: the main DVR's id/IP (required when the client has no branches) and its write-only password. */
export function ClientDvrSection({ values, errors, onChange }: ClientFormSectionProps) {
  const noBranches = values.branches.length === 0;
  return (
    <FormSection
      title="Información del DVR"
      icon={<IconDeviceCctv size={20} />}
      description="Acceso a las cámaras del cliente. Cada sucursal puede tener su propio DVR."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="ID/IP del DVR"
          required={noBranches}
          description={noBranches ? 'Obligatorio cuando el cliente no tiene sucursales' : undefined}
          {...bindFields(values, onChange, errors).text('dvr_id_principal')}
          maxLength={200}
        />
        <DvrPasswordField
          label="Contraseña del DVR"
          value={values.dvr_password_principal}
          saved={values.tieneDvrPassword}
          clear={values.borrarDvrPassword}
          onChange={(password, clear) =>
            onChange({ dvr_password_principal: password, borrarDvrPassword: clear })
          }
        />
      </SimpleGrid>
    </FormSection>
  );
}
