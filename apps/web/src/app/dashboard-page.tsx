import { resolveTab, tabLabel, tabsFor } from '@auditorias/domain/auth/tabs';
import { Box, Center, Loader, NativeSelect, Tabs } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser, useSession } from '../features/auth/use-session';
import { lazyComponent } from './lazy-component';
import { TAB_PANELS } from './tab-panels';

/** The impersonation view's tab (not a tab of any role: shown only while an admin impersonates someone). */
export const IMPERSONATION_TAB = 'impersonacion';

const ImpersonationView = lazyComponent(
  () => import('../features/impersonation/components/impersonation-view').then((m) => m.ImpersonationView),
  <Center py="xl">
    <Loader aria-label="Cargando" />
  </Center>,
);

/**
 * /dashboard: the tabs of the user's role; the open tab lives in `?tab=`. While an admin impersonates someone, a
 * first tab 'Vista de impersonación' (the spec's impersonation view: the user's role panels) comes before the
 * user's own tabs and is where the impersonation lands.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const { impersonator } = useSession();
  const subject = user;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const onImpersonationView =
    impersonator !== null && (requested === null || requested === IMPERSONATION_TAB);
  const active = resolveTab(subject, onImpersonationView ? null : requested);
  const shownTab = onImpersonationView ? IMPERSONATION_TAB : active;
  const tabs = tabsFor(subject);
  const Panel = TAB_PANELS[active];
  const hidden = !onImpersonationView && !tabs.includes(active);

  // A missing, unknown or forbidden tab is replaced in the address by the tab actually shown.
  useEffect(() => {
    if (requested !== shownTab) {
      setSearchParams(
        (params) => {
          params.set('tab', shownTab);
          return params;
        },
        { replace: true },
      );
    }
  }, [requested, shownTab, setSearchParams]);

  return (
    <>
      <Tabs
        value={hidden ? null : shownTab}
        onChange={(value) => {
          if (value) setSearchParams({ tab: value });
        }}
        keepMounted={false}
      >
        {/* On a phone the role's tabs are one menu (the tab bar would wrap into rows above every screen). */}
        <NativeSelect
          hiddenFrom="sm"
          label="Sección"
          size="md"
          value={hidden ? '' : shownTab}
          onChange={(event) => {
            if (event.currentTarget.value) setSearchParams({ tab: event.currentTarget.value });
          }}
          data={[
            ...(hidden ? [{ value: '', label: tabLabel(subject, active), disabled: true }] : []),
            ...(impersonator !== null ? [{ value: IMPERSONATION_TAB, label: 'Vista de impersonación' }] : []),
            ...tabs.map((tab) => ({ value: tab, label: tabLabel(subject, tab) })),
          ]}
          styles={{ input: { minHeight: 44 } }}
          data-testid="dashboard-section-menu"
        />
        <Tabs.List aria-label="Secciones del panel" data-testid="dashboard-tabs" visibleFrom="sm">
          {impersonator !== null ? (
            <Tabs.Tab value={IMPERSONATION_TAB} data-testid={`tab-${IMPERSONATION_TAB}`}>
              Vista de impersonación
            </Tabs.Tab>
          ) : null}
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
              {tabLabel(subject, tab)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {onImpersonationView ? (
          <Tabs.Panel value={IMPERSONATION_TAB} pt="lg">
            <ImpersonationView user={user} />
          </Tabs.Panel>
        ) : hidden ? null : (
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
