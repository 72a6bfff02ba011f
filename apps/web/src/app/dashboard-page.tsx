import { resolveTab, tabLabel, tabsFor } from '@auditorias/domain/auth/tabs';
import { Box, Tabs } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../features/auth/use-session';
import { TAB_PANELS } from './tab-panels';

/** /dashboard: the tabs of the user's role; the open tab lives in `?tab=`. */
export function DashboardPage() {
  const user = useCurrentUser();
  const subject = user;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active = resolveTab(subject, requested);
  const tabs = tabsFor(subject);
  const Panel = TAB_PANELS[active];
  const hidden = !tabs.includes(active);

  // A missing, unknown or forbidden tab is replaced in the address by the tab actually shown.
  useEffect(() => {
    if (requested !== active) {
      setSearchParams(
        (params) => {
          params.set('tab', active);
          return params;
        },
        { replace: true },
      );
    }
  }, [requested, active, setSearchParams]);

  return (
    <>
      <Tabs
        value={hidden ? null : active}
        onChange={(value) => {
          if (value) setSearchParams({ tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Secciones del panel" data-testid="dashboard-tabs">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
              {tabLabel(subject, tab)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {hidden ? null : (
          <Tabs.Panel value={active} pt="lg">
            <Panel user={user} tab={active} />
          </Tabs.Panel>
        )}
      </Tabs>
      {hidden ? (
        <Box component="section" aria-label={tabLabel(subject, active)} pt="lg">
          <Panel user={user} tab={active} />
        </Box>
      ) : null}
    </>
  );
}
