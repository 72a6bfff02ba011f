import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { FullPageLoader } from '../components/full-page-loader';
import { type ChunkFailure, ChunkLoadError, loadChunk } from '../lib/chunk-load';
import { debugLog } from '../lib/debug-logs';
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
 * Shown in place of a section whose code could not be downloaded: 'Sin conexión' (or why it failed) and
 * 'Reintentar'. Everything around it (the header, the tabs, what was typed elsewhere on the screen) stays; with
 * `retryWhenOnline` the download is tried again by itself when the connection comes back.
 */
export function ChunkRetry({
  reason,
  onRetry,
  retryWhenOnline = true,
}: {
  reason: ChunkFailure;
  onRetry: () => void;
  retryWhenOnline?: boolean;
}) {
  useEffect(() => {
    if (!retryWhenOnline) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry, retryWhenOnline]);
  const offline = reason === 'offline';
  if (reason === 'reloading')
    return (
      <Center
        py="xl"
        role="status"
        aria-label="Actualizando a la versión nueva..."
        data-testid="chunk-reloading"
      >
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm">Hay una versión nueva del sistema: actualizando...</Text>
        </Stack>
      </Center>
    );
  return (
    <Center py="xl" px="md" data-testid="chunk-retry">
      <Alert
        role="alert"
        color={offline ? 'orange' : 'red'}
        icon={offline ? <IconWifiOff aria-hidden /> : <IconAlertTriangle aria-hidden />}
        title={offline ? 'Sin conexión' : 'No se pudo abrir esta sección'}
        maw={520}
        w="100%"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {offline
              ? 'Esta sección no se pudo descargar porque no hay conexión a internet. Lo que ya está en pantalla se mantiene; se vuelve a intentar sola cuando vuelva la conexión.'
              : 'Esta sección no se pudo descargar. Probá de nuevo en unos segundos.'}
          </Text>
          <Button onClick={onRetry}>Reintentar</Button>
        </Stack>
      </Alert>
    </Center>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  caught: boolean;
  error: unknown;
}

/** Catches only a failed download of code (`ChunkLoadError`); any other error goes on to the route's error element. */
class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof ChunkLoadError) debugLog('sección sin descargar', error.reason, info.componentStack);
  }

  override render() {
    const { caught, error } = this.state;
    if (!caught) return this.props.children;
    if (error instanceof ChunkLoadError)
      return <ChunkRetry reason={error.reason} onRetry={this.props.onRetry} />;
    throw error;
  }
}

/** A lazy component; `preload()` downloads its code ahead of its first render (which then does not suspend). */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component whose code is downloaded the first time it renders (its own chunk), shown inside its own Suspense
 * boundary so the screens around it stay put while it loads. A failed download (`loadChunk`) reloads once to a
 * new build after a deploy; otherwise (no connection...) it shows `ChunkRetry` in the component's place, never
 * leaving the screen. `load` picks the named export: `() => import('./x').then((m) => m.X)`.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  /** Shares one download; a failed one may be tried again. */
  const share = (download: Promise<ComponentType<P>>) => {
    const shared = download.then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        if (loading === shared) loading = null;
        throw error;
      },
    );
    loading = shared;
    return shared;
  };
  const loadOnce = (): Promise<ComponentType<P>> =>
    (loading ?? share(loadChunk(load))).catch((error: unknown) => {
      // Only a prefetch's download fails with something else than a ChunkLoadError: the screen downloads again.
      if (error instanceof ChunkLoadError) throw error;
      return loadOnce();
    });
  loaders.push(loadOnce);
  // React keeps a lazy component's failure for good: each retry renders a new one (the download is shared).
  const makeLazy = () => lazy(async () => ({ default: await loadOnce() }));
  function Suspended(props: P) {
    // Code already downloaded renders at once, without suspending; the choice is kept for the component's life.
    const [Loaded] = useState(() => loaded);
    const [attempt, setAttempt] = useState(() => ({ n: 0, Lazy: makeLazy() }));
    if (Loaded) return <Loaded {...props} />;
    const { Lazy } = attempt;
    return (
      <ChunkErrorBoundary
        key={attempt.n}
        onRetry={() => setAttempt((a) => ({ n: a.n + 1, Lazy: makeLazy() }))}
      >
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  // A prefetch (the signed-in app while the login page is shown) fails silently, without the reload or the retry
  // of `loadChunk`: the screen's own download later tells what went wrong, if it still does.
  Suspended.preload = () =>
    (loading ?? share(load())).then(
      () => undefined,
      (error: unknown) => debugLog('descarga anticipada fallida', error),
    );
  return Suspended;
}

/** A whole page: the full-page spinner while its code loads. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
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
