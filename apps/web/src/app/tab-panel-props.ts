import type { TabId } from '@auditorias/domain/auth/tabs';
import type { PublicUser } from '@auditorias/domain/schemas/auth';

/** What every dashboard tab panel receives. */
export interface TabPanelProps {
  user: PublicUser;
  tab: TabId;
}
