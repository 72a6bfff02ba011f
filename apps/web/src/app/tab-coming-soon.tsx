import { tabLabel } from '@auditorias/domain/auth/tabs';
import { ComingSoonPanel } from '../components/coming-soon-panel';
import type { TabPanelProps } from './tab-panel-props';

/** The panel of a dashboard tab whose screen is not available yet. */
export function TabComingSoon({ user, tab }: TabPanelProps) {
  return <ComingSoonPanel title={tabLabel(user, tab)} />;
}
