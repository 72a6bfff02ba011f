import { PAYMENT_TERMS, type PaymentTerm } from '@auditorias/domain/clients/constants';
import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

const PAYMENT_TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t, label: t === 'contado' ? 'Contado' : t }));

/** Basic info: name, company, email, CUIT/RUT, phone, address, website, main contact, billing, terms, active. */
export function ClientBasicInfoSection({ values, errors, onChange }: ClientFormSectionProps) {
  return (
    <FormSection title="Información básica" icon={<IconBuilding size={20} />}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label="Nombre del cliente"
          required
          value={values.nombre}
          onChange={(e) => onChange({ nombre: e.currentTarget.value })}
          error={errors.nombre}
          maxLength={200}
        />
        <TextInput
          label="Empresa / razón social"
          value={values.empresa}
          onChange={(e) => onChange({ empresa: e.currentTarget.value })}
          maxLength={200}
        />
        <TextInput
          label="Email"
          type="email"
          required
          value={values.email}
          onChange={(e) => onChange({ email: e.currentTarget.value })}
          error={errors.email}
          maxLength={254}
        />
        <TextInput
          label="CUIT / RUT"
          value={values.cuit}
          onChange={(e) => onChange({ cuit: e.currentTarget.value })}
          error={errors.cuit}
          maxLength={30}
        />
        <TextInput
          label="Teléfono"
          value={values.telefono}
          onChange={(e) => onChange({ telefono: e.currentTarget.value })}
          maxLength={60}
        />
        <TextInput
          label="Dirección"
          value={values.direccion}
          onChange={(e) => onChange({ direccion: e.currentTarget.value })}
          maxLength={500}
        />
        <TextInput
          label="Sitio web"
          placeholder="https://"
          value={values.sitioWeb}
          onChange={(e) => onChange({ sitioWeb: e.currentTarget.value })}
          error={errors.sitioWeb}
          maxLength={300}
        />
        <TextInput
          label="Contacto principal"
          value={values.contactoPrincipal}
          onChange={(e) => onChange({ contactoPrincipal: e.currentTarget.value })}
          maxLength={200}
        />
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
        value={values.facturacion}
        onChange={(e) => onChange({ facturacion: e.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={1000}
      />
      <Switch
        label="Cliente activo"
        checked={values.activo}
        onChange={(e) => onChange({ activo: e.currentTarget.checked })}
      />
    </FormSection>
  );
}
