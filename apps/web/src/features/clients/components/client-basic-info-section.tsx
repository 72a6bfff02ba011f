import { PAYMENT_TERMS, type PaymentTerm } from '@auditorias/domain/clients/constants';
import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { bindFields } from '../../../lib/form-fields';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

const PAYMENT_TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t, label: t === 'contado' ? 'Contado' : t }));

/** Basic info: name, company, email, CUIT/RUT, phone, address, website, main contact, billing, terms, active. */
export function ClientBasicInfoSection({ values, errors, onChange }: ClientFormSectionProps) {
  const field = bindFields(values, onChange, errors);
  return (
    <FormSection title="Información básica" icon={<IconBuilding size={20} />}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput label="Nombre del cliente" required {...field.text('nombre')} maxLength={200} />
        <TextInput label="Empresa / razón social" {...field.text('empresa')} maxLength={200} />
        <TextInput label="Email" type="email" required {...field.text('email')} maxLength={254} />
        <TextInput label="CUIT / RUT" {...field.text('cuit')} maxLength={30} />
        <TextInput label="Teléfono" {...field.text('telefono')} maxLength={60} />
        <TextInput label="Dirección" {...field.text('direccion')} maxLength={500} />
        <TextInput label="Sitio web" placeholder="https://" {...field.text('sitioWeb')} maxLength={300} />
        <TextInput label="Contacto principal" {...field.text('contactoPrincipal')} maxLength={200} />
        <Select
          label="Condiciones de pago"
          data={PAYMENT_TERM_OPTIONS}
          value={values.condicionesPago}
          allowDeselect={false}
          onChange={(v) => v && onChange({ condicionesPago: v as PaymentTerm })}
        />
      </SimpleGrid>
      <Textarea
        label="Datos de facturación"
        {...field.text('facturacion')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={1000}
      />
      <Switch label="Cliente activo" {...field.checked('activo')} />
    </FormSection>
  );
}
