import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import { generatePassword } from '@auditorias/domain/auth/user-rules';
import { CLIENT_USER_ROLES } from '@auditorias/domain/schemas/clients';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconDice5, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { bindFields } from '../../../lib/form-fields';
import type { ClientUserFormValues, ClientUserRole } from '../client-form-values';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

/** Spec section 9: the client form generates 8-character passwords. */
export const CLIENT_PASSWORD_LENGTH = 8;

const ROLE_OPTIONS = CLIENT_USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * Associated user: when creating a client, optionally its user (username, password twice, role cliente by
 * default). The dice fills both password fields with 8 random characters. When editing, the client's users.
 */
export function ClientUserSection({ values, errors, onChange, saved }: ClientFormSectionProps) {
  const [visible, setVisible] = useState(false);
  const user = values.usuario;
  const setUser = (patch: Partial<ClientUserFormValues>) => onChange({ usuario: { ...user, ...patch } });
  const userField = bindFields(user, setUser);
  const mismatch = user.confirmPassword !== '' && user.password !== user.confirmPassword;
  // Both password fields: required, shown or hidden together, never filled in by the browser.
  const passwordProps = {
    required: true,
    visible,
    onVisibilityChange: setVisible,
    autoComplete: 'new-password',
    maxLength: 200,
  };

  if (saved) {
    return (
      <FormSection title="Usuarios del cliente" icon={<IconUserCircle size={20} />}>
        {saved.usuarios.length === 0 ? (
          <Text size="sm" c="dimmed">
            Este cliente todavía no tiene usuarios. Podés crearlos desde la pestaña Usuarios.
          </Text>
        ) : (
          <Stack gap={6}>
            {saved.usuarios.map((u) => (
              <Group key={u.id} gap="sm" wrap="wrap">
                <Text size="sm" fw={600}>
                  {u.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {u.username ?? u.email}
                </Text>
                <Badge size="sm" variant="light">
                  {ROLE_LABELS[u.role]}
                </Badge>
                {u.isActive ? null : (
                  <Badge size="sm" color="gray" variant="light">
                    Inactivo
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </FormSection>
    );
  }

  return (
    <FormSection
      title="Usuario asociado"
      icon={<IconUserCircle size={20} />}
      description="El usuario con el que el cliente entra al sistema y ve solo su empresa."
    >
      <Checkbox
        label="Crear un usuario para este cliente"
        {...bindFields(values, onChange).checked('crearUsuario')}
      />
      {values.crearUsuario ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nombre de usuario"
            required
            {...userField.text('username')}
            error={errors.username}
            autoComplete="off"
            maxLength={40}
          />
          <Select
            label="Rol"
            data={ROLE_OPTIONS}
            value={user.role}
            allowDeselect={false}
            onChange={(v) => v && setUser({ role: v as ClientUserRole })}
          />
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <PasswordInput
              label="Contraseña"
              placeholder="Mínimo 6 caracteres"
              {...passwordProps}
              {...userField.text('password')}
              error={errors.password}
              style={{ flex: 1 }}
            />
            <Tooltip label="Generar contraseña de 8 caracteres" withArrow>
              <ActionIcon
                variant="light"
                size={36}
                mt={25}
                aria-label="Generar contraseña"
                onClick={() => {
                  const password = generatePassword(CLIENT_PASSWORD_LENGTH);
                  setUser({ password, confirmPassword: password });
                  setVisible(true);
                }}
              >
                <IconDice5 size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <PasswordInput
            label="Confirmar contraseña"
            placeholder="Repetí la contraseña"
            {...passwordProps}
            {...userField.text('confirmPassword')}
            error={mismatch ? 'Las contraseñas no coinciden' : errors.confirmPassword}
          />
          <TextInput
            label="Nombre para mostrar"
            placeholder={values.contactoPrincipal || values.nombre || 'Contacto principal del cliente'}
            {...userField.text('name')}
            maxLength={120}
          />
          <TextInput
            label="Email del usuario"
            type="email"
            placeholder={values.email || 'El email del cliente'}
            {...userField.text('email')}
            error={errors.userEmail}
            maxLength={254}
          />
        </SimpleGrid>
      ) : null}
    </FormSection>
  );
}
