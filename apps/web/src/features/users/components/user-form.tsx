import { isClientRole, ROLE_LABELS, ROLES, type Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useClientQuery, useClientsForAuditsQuery, useUpdateClientMutation } from '../../clients/public';
import { useCreateUserMutation } from '../api/create-user';
import { useUpdateUserMutation } from '../api/update-user';
import {
  buildCompanyUpdate,
  buildCreateUser,
  buildUpdateUser,
  clientOptions,
  companyFieldsFrom,
  emptyUserForm,
  selectedClientId,
  serverFieldErrors,
  type UserFormErrors,
  type UserFormValues,
  userFormFromUser,
} from '../user-form-values';
import { CompanyFields } from './company-fields';
import { PasswordWithGenerator } from './password-with-generator';

interface UserFormProps {
  /** The user being edited; null creates a new one. */
  editing: PublicUser | null;
  currentUser: PublicUser;
  onDone: () => void;
  onCancel: () => void;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Creates or edits a user (spec section 5: user form validation). */
export function UserForm({ editing, currentUser, onDone, onCancel }: UserFormProps) {
  const [values, setValues] = useState<UserFormValues>(() =>
    editing ? userFormFromUser(editing) : emptyUserForm(),
  );
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const createUser = useCreateUserMutation();
  const updateUser = useUpdateUserMutation();
  const updateClient = useUpdateClientMutation();
  const pending = createUser.isPending || updateUser.isPending || updateClient.isPending;

  const clientRole = isClientRole(values.role);
  const clients = useClientsForAuditsQuery(clientRole);
  const companyId = selectedClientId(values);
  const editsCompany = editing !== null && clientRole && companyId !== null;
  const company = useClientQuery(editsCompany ? companyId : null);
  const self = editing?.id === currentUser.id;

  // The company fields start from the client record each time another company is chosen.
  const loadedCompany = useRef<number | null>(null);
  useEffect(() => {
    if (company.data && loadedCompany.current !== company.data.id) {
      loadedCompany.current = company.data.id;
      setValues((current) => ({ ...current, ...companyFieldsFrom(company.data) }));
    }
  }, [company.data]);

  function set<K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const errorKey = field === 'currentPassword' ? 'passwordActual' : field;
    if (errorKey in errors) setErrors((current) => ({ ...current, [errorKey]: undefined }));
  }

  /** The value and change props of a text input bound to one field. */
  const text = (field: 'name' | 'email' | 'username' | 'currentPassword') => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
  });

  const companyOptions = clientOptions(clients.data, values.clienteId ? [values.clienteId] : []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitError(null);
    if (!editing) {
      const result = buildCreateUser(values);
      if (!result.ok) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      try {
        const { message } = await createUser.mutateAsync(result.body);
        notifications.show({ color: 'green', message });
        onDone();
      } catch (error) {
        setErrors(serverFieldErrors(error instanceof ApiError ? error.body : null));
        setSubmitError(prefixedErrorMessage('Error al crear usuario', error));
      }
      return;
    }

    const result = buildUpdateUser(values, editing, self);
    const companyResult = editsCompany && company.data ? buildCompanyUpdate(values, company.data) : null;
    const fieldErrors = {
      ...(result.ok ? {} : result.errors),
      ...(companyResult && !companyResult.ok ? companyResult.errors : {}),
    };
    if (!result.ok || (companyResult && !companyResult.ok)) {
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    try {
      const { message } = await updateUser.mutateAsync({ id: editing.id, body: result.body });
      if (companyId !== null && companyResult?.ok && companyResult.body) {
        await updateClient.mutateAsync({ id: companyId, ...companyResult.body });
      }
      notifications.show({ color: 'green', message });
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error instanceof ApiError ? error.body : null));
      setSubmitError(prefixedErrorMessage('Error al actualizar usuario', error));
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Datos del usuario">
      <Stack gap="md">
        {submitError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            data-testid="user-form-error"
          >
            {submitError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Nombre"
            {...text('name')}
            error={errors.name}
            required
            maxLength={120}
            data-autofocus
          />
          <TextInput
            label="Email"
            type="email"
            {...text('email')}
            error={errors.email}
            required
            maxLength={254}
            autoComplete="off"
          />
          <TextInput
            label="Usuario"
            description="Opcional. Si queda vacío, se inicia sesión con el email."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...text('username')}
            error={errors.username}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Select
            label="Rol"
            description={self ? 'No podés cambiar tu propio rol.' : 'Define qué secciones ve.'}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={ROLE_OPTIONS}
            value={values.role}
            onChange={(value) => {
              if (value) set('role', value as Role);
            }}
            allowDeselect={false}
            error={errors.role}
            disabled={self}
            required
          />
        </SimpleGrid>

        {clientRole ? (
          <Select
            label="Empresa cliente"
            placeholder={clients.isLoading ? 'Cargando clientes...' : 'Elegí la empresa'}
            data={companyOptions}
            value={values.clienteId}
            onChange={(value) => set('clienteId', value)}
            searchable
            nothingFoundMessage="No hay clientes con ese nombre"
            error={
              errors.clienteId ??
              (clients.isError ? prefixedErrorMessage('Error cargando clientes', clients.error) : undefined)
            }
            required
          />
        ) : null}

        {editsCompany ? (
          <CompanyFields
            loading={company.isLoading}
            error={company.isError ? company.error : null}
            name={values.companyName}
            phone={values.companyPhone}
            address={values.companyAddress}
            nameError={errors.companyName}
            onChange={(field, value) => set(field, value)}
          />
        ) : null}

        {editing ? (
          <Stack gap="sm">
            <Checkbox
              label="Cambiar contraseña"
              checked={values.changePassword}
              onChange={(event) => set('changePassword', event.currentTarget.checked)}
            />
            {values.changePassword && self ? (
              <PasswordInput
                label="Contraseña actual"
                {...text('currentPassword')}
                error={errors.passwordActual}
                autoComplete="current-password"
                visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña actual' }}
                maxLength={200}
                required
              />
            ) : null}
            {values.changePassword ? (
              <PasswordWithGenerator
                label="Nueva contraseña"
                value={values.password}
                onChange={(value) => set('password', value)}
                error={errors.password}
              />
            ) : null}
          </Stack>
        ) : (
          <PasswordWithGenerator
            label="Contraseña"
            value={values.password}
            onChange={(value) => set('password', value)}
            error={errors.password}
            required
          />
        )}

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Guardar Cambios' : 'Crear Usuario'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
