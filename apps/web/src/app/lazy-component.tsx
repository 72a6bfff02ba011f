import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import type { TabPanelProps } from './tab-panel-props';

const loaders: Array<() => Promise<unknown>> = [];

/**
 * Downloads the code of every lazy component now, including those declared by the chunks it downloads (the tab
 * panels of the dashboard page). The tests that render the whole app call it once, so that their time limits
 * measure the screens and not the first transform of each chunk.
 */
export async function preloadLazyComponents(): Promise<void> {
  for (let done = 0; done < loaders.length; ) {
    const batch = loaders.slice(done);
    done = loaders.length;
    await Promise.all(batch.map((load) => load()));
  }
}

/**
 * A component whose code is downloaded the first time it renders (its own chunk), shown inside its own Suspense
 * boundary so the screens around it stay put while it loads. A failed download is thrown to the route's error
 * element. `load` picks the named export: `() => import('./x').then((m) => m.X)`.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null; // a failed download may be tried again
        throw error;
      },
    );
    return loading;
  };
  loaders.push(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Suspended(props: P) {
    // Code already downloaded renders at once, without suspending; the choice is kept for the component's life.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Suspended;
}

/** A whole page: the full-page spinner while its code loads. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, <FullPageLoader />);
}

/** A dashboard tab panel: a spinner in the panel's place while its code loads. */
export function lazyPanel(load: () => Promise<ComponentType<TabPanelProps>>): ComponentType<TabPanelProps> {
  return lazyComponent(
    load,
    <Center py="xl" role="status" aria-label="Cargando..." data-testid="panel-loader">
      <Loader />
    </Center>,
  );
}
