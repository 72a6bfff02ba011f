import { ActionIcon, Group, type MantineSpacing, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';

interface BranchActionsProps {
  branchName: string;
  /** 'Eliminar sucursal' (a saved branch) or 'Quitar sucursal' (one held in the client form). */
  removeLabel: string;
  gap: MantineSpacing;
  removing?: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** A branch's 'Editar sucursal' and remove icons, named with the branch ('Editar sucursal Sucursal Centro'). */
export function BranchActions({
  branchName,
  removeLabel,
  gap,
  removing,
  onEdit,
  onRemove,
}: BranchActionsProps) {
  return (
    <Group gap={gap} justify="flex-end" wrap="nowrap">
      <Tooltip label="Editar sucursal" withArrow>
        <ActionIcon variant="subtle" aria-label={`Editar sucursal ${branchName}`} onClick={onEdit}>
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={removeLabel} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          loading={removing}
          aria-label={`${removeLabel} ${branchName}`}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
