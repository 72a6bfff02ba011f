import { type CompanyInfo, companyInfoSchema } from '@auditorias/domain/schemas/config';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingSkyscraper, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { RefreshButton } from '../../../components/refresh-button';
import { errorMessage } from '../../../lib/error-message';
import { bindFields } from '../../../lib/form-fields';
import { useCompanyInfoQuery } from '../api/get-company-info';
import { useUpdateCompanyInfoMutation } from '../api/update-company-info';
import { LoadedSettingsCard } from './loaded-settings-card';

/** The four fields, all required: label, maximum length and input type. */
const FIELDS: { key: keyof CompanyInfo; label: string; maxLength: number; type?: 'email' }[] = [
  { key: 'nombre', label: 'Nombre', maxLength: 200 },
  { key: 'email', label: 'Email', maxLength: 254, type: 'email' },
  { key: 'telefono', label: 'Teléfono', maxLength: 60 },
  { key: 'direccion', label: 'Dirección', maxLength: 300 },
];

interface FieldsProps {
  initial: CompanyInfo;
  saving: boolean;
  reloading: boolean;
  onSave: (values: CompanyInfo) => void;
  onReload: () => void;
  onInvalid: (message: string) => void;
}

/** The four fields, starting from the values last loaded or saved. */
function CompanyInfoFields({ initial, saving, reloading, onSave, onReload, onInvalid }: FieldsProps) {
  const [values, setValues] = useState<CompanyInfo>(initial);
  const [invalid, setInvalid] = useState<Partial<Record<keyof CompanyInfo, true>>>({});
  const field = bindFields(values, (patch) => {
    setValues((v) => ({ ...v, ...patch }));
    setInvalid({});
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = companyInfoSchema.safeParse(values);
    if (!parsed.success) {
      const fields: Partial<Record<keyof CompanyInfo, true>> = {};
      for (const issue of parsed.error.issues) fields[issue.path[0] as keyof CompanyInfo] = true;
      setInvalid(fields);
      onInvalid(parsed.error.issues[0]?.message ?? 'Todos los campos son obligatorios');
      return;
    }
    onSave(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Información de la empresa">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map(({ key, label, maxLength, type }) => (
            <TextInput
              key={key}
              label={label}
              type={type}
              required
              {...field.text(key)}
              error={invalid[key]}
              maxLength={maxLength}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <RefreshButton variant="default" onRefresh={onReload} refreshing={reloading} disabled={saving}>
            Recargar
          </RefreshButton>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Company settings (spec: company settings): nombre, email, telefono, direccion, used in client PDF reports. */
export function CompanyInfoForm() {
  const info = useCompanyInfoQuery();
  const update = useUpdateCompanyInfoMutation();
  return (
    <LoadedSettingsCard
      title="Información de la empresa"
      description="Los datos de contacto que aparecen en los reportes para clientes."
      icon={<IconBuildingSkyscraper size={24} aria-hidden />}
      notice={
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
          Los cambios se aplicarán a los nuevos reportes PDF de clientes.
        </Alert>
      }
      query={info}
      loadError={(_error, retry) => (
        <ErrorAlert>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Error al cargar la información de la empresa</Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              Recargar
            </Button>
          </Stack>
        </ErrorAlert>
      )}
    >
      {(data, banner) => (
        <CompanyInfoFields
          key={info.dataUpdatedAt}
          initial={data}
          saving={update.isPending}
          reloading={info.isFetching}
          onInvalid={(message) => banner.error(message)}
          onReload={() => {
            banner.clear();
            void info.refetch();
          }}
          onSave={(values) =>
            update.mutate(values, {
              onSuccess: ({ message }) => banner.success(message),
              onError: (error) => banner.error(errorMessage(error, 'Error al guardar la información')),
            })
          }
        />
      )}
    </LoadedSettingsCard>
  );
}
