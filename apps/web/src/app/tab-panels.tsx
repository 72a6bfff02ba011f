import type { TabId } from '@auditorias/domain/auth/tabs';
import type { ComponentType } from 'react';
import { RepairToolsPanel } from '../features/maintenance/components/repair-tools-panel';
import { TabComingSoon } from './tab-coming-soon';
import type { TabPanelProps } from './tab-panel-props';

/** The screen of each dashboard tab. A tab's feature replaces TabComingSoon with its panel here. */
export const TAB_PANELS: Record<TabId, ComponentType<TabPanelProps>> = {
  overview: TabComingSoon,
  users: TabComingSoon,
  clients: TabComingSoon,
  'client-branches': TabComingSoon,
  audits: TabComingSoon,
  'management-queue': TabComingSoon,
  'audit-review': TabComingSoon,
  files: TabComingSoon,
  'audit-management': TabComingSoon,
  salaries: TabComingSoon,
  staff: TabComingSoon,
  finances: TabComingSoon,
  configuration: TabComingSoon,
  messages: TabComingSoon,
  'my-session': TabComingSoon,
  'my-supervisor-audits': TabComingSoon,
  'complete-audits': TabComingSoon,
  'my-orders': TabComingSoon,
  dashboard: RepairToolsPanel,
};
