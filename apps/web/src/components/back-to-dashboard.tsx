import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/**
 * '← Volver al panel': the way back from a page outside the dashboard's tabs (/mi-cuenta, /sueldos-admin), which
 * otherwise leaves only the logo. `tab` opens that tab of the dashboard; without it, the user's start tab.
 */
export function BackToDashboard({ tab, label = 'Volver al panel' }: { tab?: string; label?: string }) {
  return (
    <Anchor
      component={Link}
      to={tab ? `/dashboard?tab=${tab}` : '/dashboard'}
      size="sm"
      // A 44 px touch target, as every action on a phone.
      display="inline-flex"
      mih={44}
      style={{ alignItems: 'center' }}
      data-no-print
      data-testid="back-to-dashboard"
    >
      ← {label}
    </Anchor>
  );
}
