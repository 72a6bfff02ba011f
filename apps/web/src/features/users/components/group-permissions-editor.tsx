import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Button, Group, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage, prefixedErrorMessage } from '../../../lib/error-message';
import { useClientsForAuditsQuery } from '../../clients/public';
import { useSetUserPermissionsMutation } from '../api/set-user-permissions';
import { clientOptions } from '../user-form-values';

interface GroupPermissionsEditorProps {
  user: PublicUser;
}

/**
 * A cliente user's group administration: whether they administer a group, its name and the client companies
 * they manage (PATCH /users/{id}/permissions with the group fields only).
 */
export function GroupPermissionsEditor({ user }: GroupPermissionsEditorProps) {
  const [isGroupAdmin, setIsGroupAdmin] = useState(user.permissions.esAdministradorGrupo);
  const [groupName, setGroupName] = useState(user.permissions.nombreGrupo ?? '');
  const [managed, setManaged] = useState<string[]>(user.permissions.clientesAdministrados.map(String));
  const clients = useClientsForAuditsQuery();
  const save = useSetUserPermissionsMutation();

  const options = clientOptions(clients.data, managed);

  return (
    <Stack gap="sm" data-testid="group-permissions-editor">
      <Text size="sm" c="dimmed">
        Los permisos de un cliente son los de su rol. Un administrador de grupo ve y gestiona varias empresas.
      </Text>
      <Switch
        label="Administrador de grupo"
        checked={isGroupAdmin}
        onChange={(event) => setIsGroupAdmin(event.currentTarget.checked)}
        disabled={save.isPending}
      />
      <TextInput
        label="Nombre del grupo"
        value={groupName}
        onChange={(event) => setGroupName(event.currentTarget.value)}
        disabled={!isGroupAdmin || save.isPending}
        maxLength={120}
      />
      <MultiSelect
        label="Clientes administrados"
        placeholder={managed.length === 0 ? 'Elegí las empresas' : undefined}
        data={options}
        value={managed}
        onChange={setManaged}
        searchable
        clearable
        nothingFoundMessage="No hay clientes con ese nombre"
        disabled={!isGroupAdmin || save.isPending}
        error={clients.isError ? prefixedErrorMessage('Error cargando clientes', clients.error) : undefined}
      />
      {save.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(save.error, 'No se pudieron guardar los permisos')}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                id: user.id,
                permissions: {
                  esAdministradorGrupo: isGroupAdmin,
                  nombreGrupo: isGroupAdmin && groupName.trim() !== '' ? groupName.trim() : null,
                  clientesAdministrados: isGroupAdmin ? managed.map(Number) : [],
                },
              },
              { onSuccess: ({ message }) => notifications.show({ color: 'green', message }) },
            )
          }
        >
          Guardar permisos
        </Button>
      </Group>
    </Stack>
  );
}
