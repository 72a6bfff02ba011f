import type { Audit } from '@auditorias/domain/schemas/audits';
import { Button, Group, type MantineColor, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconChevronDown,
  IconGift,
  IconMessagePlus,
  IconRotate,
  IconTrash,
  IconUserShare,
  type TablerIcon,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { ReportActionsMenu } from '../../reports/public';
import type { ManagementAction } from '../management-rules';

export type ManagementHandler = (action: Exclude<ManagementAction, 'reports'>, audit: Audit) => void;

/** The menu's actions, in their order (delete last, apart). */
const MENU_ITEMS: readonly {
  action: Exclude<ManagementAction, 'reports'>;
  icon: TablerIcon;
  color?: MantineColor;
  label: (audit: Audit) => string;
}[] = [
  { action: 'approve', icon: IconCheck, color: 'green', label: () => 'Aprobar' },
  { action: 'return', icon: IconArrowBackUp, label: () => 'Devolver' },
  { action: 'correct', icon: IconRotate, label: () => 'Corregir' },
  {
    action: 'reassign',
    icon: IconUserShare,
    label: (audit) => (audit.operadorId === null ? 'Asignar' : 'Reasignar'),
  },
  { action: 'message', icon: IconMessagePlus, label: () => 'Agregar mensaje' },
  {
    action: 'toggle_free',
    icon: IconGift,
    label: (audit) => (audit.gratisParaCliente ? 'Volver a cobrar' : 'Marcar gratuita'),
  },
  { action: 'delete', icon: IconTrash, color: 'red', label: () => 'Eliminar' },
];

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
            {MENU_ITEMS.filter((item) => has(item.action)).map(({ action, icon: Icon, color, label }) => (
              <Fragment key={action}>
                {action === 'delete' ? <Menu.Divider /> : null}
                <Menu.Item
                  color={color}
                  leftSection={<Icon size={16} aria-hidden />}
                  onClick={() => onAction(action, audit)}
                >
                  {label(audit)}
                </Menu.Item>
              </Fragment>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
