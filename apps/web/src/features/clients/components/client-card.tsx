import type { Branch, ClientSummary } from '@auditorias/domain/schemas/clients';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconBuildingStore,
  IconChevronDown,
  IconChevronRight,
  IconHierarchy2,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { SmallButton } from '../../../components/small-button';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useDeleteBranchMutation } from '../api/delete-branch';
import { useClientQuery } from '../api/get-client';
import { BranchCard } from './branch-card';
import type { BranchModalTarget } from './branch-modal';

interface ClientCardProps {
  client: ClientSummary;
  expanded: boolean;
  onToggle: () => void;
  onOpenBranch: (target: BranchModalTarget) => void;
  onAddChild: (parent: { id: number; nombre: string }) => void;
  onDeleteClient: (client: { id: number; nombre: string }) => void;
  deletingClient: boolean;
  onMessage: (message: { color: 'green' | 'red'; text: string }) => void;
}

function branchCount(n: number): string {
  return n === 1 ? '1 sucursal' : `${n} sucursales`;
}

/**
 * A client of the branches screen: email, contact, branch count and estado; expanded, its branch cards and its
 * child businesses with theirs. 'Nueva Sucursal' and 'Eliminar Cliente' act on the company.
 */
export function ClientCard({
  client,
  expanded,
  onToggle,
  onOpenBranch,
  onAddChild,
  onDeleteClient,
  deletingClient,
  onMessage,
}: ClientCardProps) {
  const detail = useClientQuery(expanded ? client.id : null);
  const removeBranch = useDeleteBranchMutation();
  const deletingBranchId = removeBranch.isPending ? (removeBranch.variables?.branchId ?? null) : null;

  function askDeleteBranch(ownerId: number, branch: Branch) {
    modals.openConfirmModal({
      title: '¿Eliminar sucursal?',
      children: (
        <Text size="sm">Se eliminará la sucursal «{branch.nombre}». Esta acción no se puede deshacer.</Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeBranch.mutate(
          { clientId: ownerId, branchId: branch.id },
          {
            onSuccess: ({ message }) => onMessage({ color: 'green', text: message }),
            onError: (error) =>
              onMessage({ color: 'red', text: prefixedErrorMessage('Error eliminando sucursal', error) }),
          },
        ),
    });
  }

  const renderBranches = (ownerId: number, ownerName: string, branches: Branch[]) =>
    branches.length === 0 ? (
      <Text size="sm" c="dimmed">
        Sin sucursales.
      </Text>
    ) : (
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
        {branches.map((branch) => (
          <BranchCard
            key={branch.id}
            branch={branch}
            deleting={deletingBranchId === branch.id}
            onEdit={(b) => onOpenBranch({ ownerId, ownerName, branch: b })}
            onDelete={(b) => askDeleteBranch(ownerId, b)}
          />
        ))}
      </SimpleGrid>
    );

  const Chevron = expanded ? IconChevronDown : IconChevronRight;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Cliente ${client.nombre}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <UnstyledButton onClick={onToggle} aria-expanded={expanded} style={{ flex: 1, minWidth: 240 }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Chevron size={20} aria-hidden style={{ marginTop: 4, flexShrink: 0 }} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={700} size="lg">
                    {client.nombre}
                  </Text>
                  <Badge color={client.estado === 'activo' ? 'green' : 'gray'} variant="light">
                    {client.estado}
                  </Badge>
                  <Badge
                    color="blue"
                    variant="outline"
                    leftSection={<IconBuildingStore size={12} aria-hidden />}
                  >
                    {branchCount(client.cantidadSucursales)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {client.email ?? 'Sin email'} · Contacto: {client.contactoPrincipal ?? '—'}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <SmallButton
              icon={IconPlus}
              variant="light"
              onClick={() => onOpenBranch({ ownerId: client.id, ownerName: client.nombre, branch: null })}
            >
              Nueva Sucursal
            </SmallButton>
            <SmallButton
              icon={IconTrash}
              variant="light"
              color="red"
              loading={deletingClient}
              onClick={() => onDeleteClient(client)}
            >
              Eliminar Cliente
            </SmallButton>
          </Group>
        </Group>

        {!expanded ? null : detail.isPending ? (
          <Group gap="sm" py="sm">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Cargando sucursales...
            </Text>
          </Group>
        ) : detail.isError ? (
          <Alert color="red" variant="light" role="alert">
            {prefixedErrorMessage('Error cargando clientes', detail.error)}
          </Alert>
        ) : (
          <Stack gap="md" pt="xs">
            {renderBranches(client.id, client.nombre, detail.data.branches)}

            <Divider
              label={
                <Group gap={6}>
                  <IconHierarchy2 size={14} aria-hidden />
                  Negocios hijos
                </Group>
              }
              labelPosition="left"
            />
            {detail.data.negociosHijos.length === 0 ? (
              <Text size="sm" c="dimmed">
                Sin negocios hijos.
              </Text>
            ) : (
              detail.data.negociosHijos.map((child) => (
                <Paper key={child.id} withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Group gap="xs">
                        <Title order={4} size="h5">
                          {child.nombre}
                        </Title>
                        <Badge size="sm" variant="light" color={child.activo ? 'green' : 'gray'}>
                          {child.activo ? 'activo' : 'inactivo'}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {branchCount(child.branches.length)}
                        </Text>
                      </Group>
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          variant="light"
                          leftSection={<IconPlus size={12} aria-hidden />}
                          onClick={() =>
                            onOpenBranch({ ownerId: child.id, ownerName: child.nombre, branch: null })
                          }
                        >
                          Nueva Sucursal
                        </Button>
                        <Tooltip label="Eliminar negocio hijo" withArrow>
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="red"
                            aria-label={`Eliminar negocio hijo ${child.nombre}`}
                            onClick={() => onDeleteClient(child)}
                          >
                            <IconTrash size={14} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Group>
                    {renderBranches(child.id, child.nombre, child.branches)}
                  </Stack>
                </Paper>
              ))
            )}
            <Group>
              <SmallButton
                icon={IconHierarchy2}
                variant="subtle"
                onClick={() => onAddChild({ id: client.id, nombre: client.nombre })}
              >
                Agregar negocio hijo
              </SmallButton>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
