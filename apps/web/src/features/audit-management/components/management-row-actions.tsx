import type { Audit } from '@auditorias/domain/schemas/audits';
import { Button, Group, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconChevronDown,
  IconGift,
  IconMessagePlus,
  IconRotate,
  IconTrash,
  IconUserShare,
} from '@tabler/icons-react';
import { ReportActionsMenu } from '../../reports/public';
import type { ManagementAction } from '../management-rules';

export type ManagementHandler = (action: Exclude<ManagementAction, 'reports'>, audit: Audit) => void;

interface ManagementRowActionsProps {
  audit: Audit;
  actions: readonly ManagementAction[];
  onAction: ManagementHandler;
}

/** The reports and actions of one row of the management table; only the possible ones are offered. */
export function ManagementRowActions({ audit, actions, onAction }: ManagementRowActionsProps) {
  const has = (action: ManagementAction) => actions.includes(action);
  const menuActions = actions.filter((a) => a !== 'reports');
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {has('reports') ? <ReportActionsMenu audit={audit} /> : null}
      {menuActions.length > 0 ? (
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={`Acciones de la auditoría #${audit.id}`}
            >
              Acciones
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {has('approve') ? (
              <Menu.Item
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => onAction('approve', audit)}
              >
                Aprobar
              </Menu.Item>
            ) : null}
            {has('return') ? (
              <Menu.Item
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                onClick={() => onAction('return', audit)}
              >
                Devolver
              </Menu.Item>
            ) : null}
            {has('correct') ? (
              <Menu.Item
                leftSection={<IconRotate size={16} aria-hidden />}
                onClick={() => onAction('correct', audit)}
              >
                Corregir
              </Menu.Item>
            ) : null}
            {has('reassign') ? (
              <Menu.Item
                leftSection={<IconUserShare size={16} aria-hidden />}
                onClick={() => onAction('reassign', audit)}
              >
                {audit.operadorId === null ? 'Asignar' : 'Reasignar'}
              </Menu.Item>
            ) : null}
            {has('message') ? (
              <Menu.Item
                leftSection={<IconMessagePlus size={16} aria-hidden />}
                onClick={() => onAction('message', audit)}
              >
                Agregar mensaje
              </Menu.Item>
            ) : null}
            {has('toggle_free') ? (
              <Menu.Item
                leftSection={<IconGift size={16} aria-hidden />}
                onClick={() => onAction('toggle_free', audit)}
              >
                {audit.gratisParaCliente ? 'Volver a cobrar' : 'Marcar gratuita'}
              </Menu.Item>
            ) : null}
            {has('delete') ? (
              <>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onAction('delete', audit)}
                >
                  Eliminar
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
