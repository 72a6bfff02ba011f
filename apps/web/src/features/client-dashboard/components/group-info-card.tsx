import type { ClientDashboard } from '@auditorias/domain/schemas/users';
import { Group, Paper, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';

/** The group administrator's card: the group's name and the companies it administers. */
export function GroupInfoCard({ dashboard }: { dashboard: ClientDashboard }) {
  const { grupo, empresas } = dashboard;
  if (!grupo.esAdministrador) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Administrador de grupo">
      <Group gap="xs" wrap="nowrap">
        <IconBuildingCommunity size={20} aria-hidden />
        <Text fw={700}>{grupo.nombreGrupo ?? 'Grupo sin nombre'}</Text>
      </Group>
      <Text size="sm" mt={4}>
        {`Administrador de grupo · ${empresas.length} ${empresas.length === 1 ? 'empresa' : 'empresas'}`}
      </Text>
      <Text size="sm">{empresas.map((e) => e.nombre).join(', ')}</Text>
    </Paper>
  );
}
