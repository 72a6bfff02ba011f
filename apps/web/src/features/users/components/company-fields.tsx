import { Alert, Fieldset, Loader, Stack, TextInput } from '@mantine/core';
import { prefixedErrorMessage } from '../../../lib/error-message';

interface CompanyFieldsProps {
  loading: boolean;
  error: unknown;
  name: string;
  phone: string;
  address: string;
  nameError?: string;
  onChange: (field: 'companyName' | 'companyPhone' | 'companyAddress', value: string) => void;
}

/** Editing a client-role user: the company's name, phone and address, saved on the linked client record. */
export function CompanyFields({
  loading,
  error,
  name,
  phone,
  address,
  nameError,
  onChange,
}: CompanyFieldsProps) {
  return (
    <Fieldset legend="Datos de la empresa" data-testid="company-fields">
      {loading ? (
        <Loader size="sm" aria-label="Cargando datos de la empresa" />
      ) : error ? (
        <Alert color="red" variant="light">
          {prefixedErrorMessage('Error cargando clientes', error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          <TextInput
            label="Nombre de la empresa"
            value={name}
            onChange={(event) => onChange('companyName', event.currentTarget.value)}
            error={nameError}
            required
            maxLength={200}
          />
          <TextInput
            label="Teléfono"
            value={phone}
            onChange={(event) => onChange('companyPhone', event.currentTarget.value)}
            maxLength={60}
          />
          <TextInput
            label="Dirección"
            value={address}
            onChange={(event) => onChange('companyAddress', event.currentTarget.value)}
            maxLength={300}
          />
        </Stack>
      )}
    </Fieldset>
  );
}
