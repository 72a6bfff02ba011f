import {
  PERMISSION_KEYS,
  type PermissionKey,
  type PermissionOverrides,
  ROLE_DEFAULTS,
} from '@auditorias/domain/auth/permissions';
import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { PERMISSION_LABELS } from '../../../lib/permission-labels';
import { useSetUserPermissionsMutation } from '../api/set-user-permissions';

interface StaffPermissionsEditorProps {
  user: PublicUser;
  /** Admins cannot change their own permissions. */
  readOnly: boolean;
}

type PermissionValues = Record<PermissionKey, boolean>;

function currentValues(user: PublicUser): PermissionValues {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, user.permissions[key]])) as PermissionValues;
}

/** Only what differs from the role's defaults is stored as an override (the rest follows the role). */
function overridesOf(values: PermissionValues, defaults: PermissionValues): PermissionOverrides {
  const overrides: PermissionOverrides = {};
  for (const key of PERMISSION_KEYS) if (values[key] !== defaults[key]) overrides[key] = values[key];
  return overrides;
}

/**
 * The spec's permission keys of a staff user, each marked as the role's default or as changed for this user.
 * Saving sends the overrides (PATCH /users/{id}/permissions); 'Restablecer' goes back to the role's defaults.
 */
export function StaffPermissionsEditor({ user, readOnly }: StaffPermissionsEditorProps) {
  const defaults = ROLE_DEFAULTS[user.role];
  const [values, setValues] = useState<PermissionValues>(() => currentValues(user));
  const save = useSetUserPermissionsMutation();
  const saved = currentValues(user);
  const dirty = PERMISSION_KEYS.some((key) => values[key] !== saved[key]);
  const allDefaults = PERMISSION_KEYS.every((key) => values[key] === defaults[key]);

  return (
    <Stack gap="sm" data-testid="permissions-editor">
      <Text size="sm" c="dimmed">
        Cada permiso sigue al rol ({ROLE_LABELS[user.role]}) salvo que lo cambies para este usuario.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
        {PERMISSION_KEYS.map((key) => {
          const overridden = values[key] !== defaults[key];
          return (
            <Group
              key={key}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              px="sm"
              py={6}
              bg={overridden ? 'orange.0' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Switch
                label={PERMISSION_LABELS[key]}
                checked={values[key]}
                disabled={readOnly || save.isPending}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((current) => ({ ...current, [key]: checked }));
                }}
              />
              <Badge
                size="xs"
                variant={overridden ? 'filled' : 'light'}
                color={overridden ? 'orange' : 'gray'}
                style={{ flexShrink: 0 }}
              >
                {overridden ? 'Personalizado' : 'Por defecto'}
              </Badge>
            </Group>
          );
        })}
      </SimpleGrid>
      {save.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(save.error, 'No se pudieron guardar los permisos')}
        </Alert>
      ) : null}
      {readOnly ? (
        <Text size="sm" c="dimmed">
          No podés cambiar tus propios permisos.
        </Text>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={allDefaults || save.isPending}
            onClick={() => setValues({ ...defaults })}
          >
            Restablecer valores del rol
          </Button>
          <Button
            disabled={!dirty}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { id: user.id, permissions: overridesOf(values, defaults) },
                { onSuccess: ({ message }) => notifications.show({ color: 'green', message }) },
              )
            }
          >
            Guardar permisos
          </Button>
        </Group>
      )}
    </Stack>
  );
}
