import { act, render, screen, waitFor, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload, RELOAD_KEY } from '../lib/chunk-load';
import { renderWithProviders } from '../test/render-with-providers';
import { type LazyComponent, lazyComponent, preloadLazyComponents } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

/** A loader whose download the test finishes by hand, counting how many times it was asked for. */
function controlledLoad() {
  let finish: () => void = () => {};
  const state = { calls: 0 };
  const load = () => {
    state.calls += 1;
    return new Promise<typeof Greeting>((resolve) => {
      finish = () => resolve(Greeting);
    });
  };
  return { load, finish: () => finish(), state };
}

describe('lazyComponent', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    const { load, finish, state } = controlledLoad();
    const LazyGreeting = lazyComponent(load, <p>Cargando saludo...</p>);
    expect(state.calls).toBe(0); // nothing is downloaded before it renders

    render(<LazyGreeting name="Olga" />);
    expect(screen.getByText('Cargando saludo...')).toBeInTheDocument();
    expect(state.calls).toBe(1);
    await act(async () => finish());
    expect(await screen.findByText('Hola, Olga')).toBeInTheDocument();
    expect(screen.queryByText('Cargando saludo...')).not.toBeInTheDocument();
  });

  it.each<[string, (component: LazyComponent<{ name: string }>) => Promise<void>]>([
    ['preloadLazyComponents (the tests of the whole app)', () => preloadLazyComponents()],
    ['its preload() (the signed-in app, ahead on the login page)', (component) => component.preload()],
  ])('renders at once, without the fallback, once the code was downloaded by %s', async (_, preload) => {
    const { load, finish, state } = controlledLoad();
    const LazyGreeting = lazyComponent(load, <p>Cargando saludo...</p>);
    const preloading = preload(LazyGreeting);
    await act(async () => finish());
    await preloading;

    render(<LazyGreeting name="Ana" />);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando saludo...')).not.toBeInTheDocument();
    expect(state.calls).toBe(1);
  });

  it('preloads the lazy components declared by the code it downloads (the panels of a lazy page)', async () => {
    const panel = controlledLoad();
    const page: { Panel?: ComponentType<{ name: string }> } = {};
    lazyComponent(
      async () => {
        // Evaluating the page's chunk declares its lazy panels, as tab-panels.tsx does.
        page.Panel = lazyComponent(panel.load, <p>Cargando panel...</p>);
        return Greeting;
      },
      <p>Cargando página...</p>,
    );
    const preloading = preloadLazyComponents();
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(panel.state.calls).toBe(1);
    await act(async () => panel.finish());
    await preloading;
    const LoadedPanel = page.Panel;
    if (!LoadedPanel) throw new Error('the page was not loaded');
    render(<LoadedPanel name="Luis" />);
    expect(screen.getByText('Hola, Luis')).toBeInTheDocument();
  });
});

/** The browser's own words when a chunk cannot be fetched (offline, or a file the server no longer has). */
const importFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/panel-OLD1.js');

/** A download that fails `failures` times, then arrives (so that a later preload of every chunk still succeeds). */
function flakyLoad(failures: number) {
  const state = { calls: 0 };
  const load = async () => {
    state.calls += 1;
    if (state.calls <= failures) throw importFailure();
    return Greeting;
  };
  return { load, state };
}

const indexHtml = (entry: string) =>
  `<!doctype html><html lang="es-AR"><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;

/** What GET / answers: the server's index.html naming a build, or no answer at all (no connection). */
function serverAnswers(answer: { entry: string } | 'unreachable') {
  const fetchMock = vi.fn(async () => {
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return new Response(indexHtml(answer.entry), { status: 200, headers: { 'content-type': 'text/html' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** A screen with a note already typed and a section opened afterwards (as a tab not yet visited). */
function Screen({ Section }: { Section: ComponentType<{ name: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <label>
        Nota
        <textarea />
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir sección
      </button>
      {open && <Section name="Olga" />}
    </div>
  );
}

describe('a section whose code cannot be downloaded', () => {
  const reload = vi.fn();
  const realReload = pageReload.reload;
  beforeEach(() => {
    // React reports every error a boundary catches on the console; these tests cause them on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reload.mockReset();
    pageReload.reload = reload;
    window.sessionStorage.clear();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="module" src="/assets/index-OLD1.js"></script>',
    );
  });
  afterEach(() => {
    pageReload.reload = realReload;
    delete (window.navigator as { onLine?: boolean }).onLine;
    for (const script of document.head.querySelectorAll('script[type="module"]')) script.remove();
    window.sessionStorage.clear();
  });

  it('offline: shows Sin conexión and Reintentar in its place, keeps what was typed, and never reloads', async () => {
    setOnline(false);
    const fetchMock = serverAnswers('unreachable');
    const { load, state } = flakyLoad(1);
    const Section = lazyComponent(load, <p>Cargando sección...</p>);
    const { user } = renderWithProviders(<Screen Section={Section} />);
    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'Cámara 3 sin imagen');
    await user.click(screen.getByRole('button', { name: 'Abrir sección' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión');
    expect(reload).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled(); // the browser said it is offline: nothing asked
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue('Cámara 3 sin imagen');

    setOnline(true);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Hola, Olga')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue('Cámara 3 sin imagen');
    expect(state.calls).toBe(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('the browser says online but the server cannot be reached: Sin conexión too, retried when back online', async () => {
    setOnline(true);
    serverAnswers('unreachable');
    const { load } = flakyLoad(1);
    const Section = lazyComponent(load, <p>Cargando sección...</p>);
    const { user } = renderWithProviders(<Screen Section={Section} />);
    await user.click(screen.getByRole('button', { name: 'Abrir sección' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hola, Olga')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('after a deploy (the server names another build) reloads once; a second failure within a minute shows the retry', async () => {
    setOnline(true);
    serverAnswers({ entry: '/assets/index-NEW2.js' });
    const first = flakyLoad(1);
    const Section = lazyComponent(first.load, <p>Cargando sección...</p>);
    const { user } = renderWithProviders(<Screen Section={Section} />);
    await user.click(screen.getByRole('button', { name: 'Abrir sección' }));
    expect(await screen.findByTestId('chunk-reloading')).toHaveTextContent('versión nueva');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(window.sessionStorage.getItem(RELOAD_KEY))).toBeGreaterThan(0);

    // The reload did not help (the same session, seconds later): no loop, the retry instead.
    const second = flakyLoad(1);
    const Other = lazyComponent(second.load, <p>Cargando otra...</p>);
    renderWithProviders(<Other name="Ana" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo abrir esta sección');
    expect(second.state.calls).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the server still runs this build: no reload, the retry', async () => {
    setOnline(true);
    serverAnswers({ entry: '/assets/index-OLD1.js' });
    const { load } = flakyLoad(1);
    const Section = lazyComponent(load, <p>Cargando sección...</p>);
    const { user } = renderWithProviders(<Screen Section={Section} />);
    await user.click(screen.getByRole('button', { name: 'Abrir sección' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo abrir esta sección');
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Hola, Olga')).toBeInTheDocument();
  });

  it('a failed preload says nothing and reloads nothing, even after a deploy: opening the section downloads it again', async () => {
    setOnline(true);
    const fetchMock = serverAnswers({ entry: '/assets/index-NEW2.js' });
    const { load, state } = flakyLoad(1);
    const Section = lazyComponent(load, <p>Cargando sección...</p>);
    await expect(Section.preload()).resolves.toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();

    const { user } = renderWithProviders(<Screen Section={Section} />);
    await user.click(screen.getByRole('button', { name: 'Abrir sección' }));
    expect(await screen.findByText('Hola, Olga')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(state.calls).toBe(2);
  });

  it('a section opened while its preload is under way waits for it, and downloads again if the preload fails', async () => {
    setOnline(true);
    serverAnswers({ entry: '/assets/index-OLD1.js' });
    let failPreload: () => void = () => {};
    const state = { calls: 0 };
    const load = () => {
      state.calls += 1;
      if (state.calls > 1) return Promise.resolve(Greeting);
      return new Promise<typeof Greeting>((_resolve, reject) => {
        failPreload = () => reject(importFailure());
      });
    };
    const Section = lazyComponent(load, <p>Cargando sección...</p>);
    const preloading = Section.preload();
    const { user } = renderWithProviders(<Screen Section={Section} />);
    await user.click(screen.getByRole('button', { name: 'Abrir sección' }));
    expect(screen.getByText('Cargando sección...')).toBeInTheDocument();
    expect(state.calls).toBe(1); // the preload's download is shared

    await act(async () => failPreload());
    await preloading;
    expect(await screen.findByText('Hola, Olga')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(state.calls).toBe(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('an error of the section itself is not taken for a failed download', async () => {
    function Broken(_props: { name: string }): never {
      throw new Error('fallo propio');
    }
    const Section = lazyComponent(async () => Broken, <p>Cargando sección...</p>);
    const { user } = renderWithProviders(<Screen Section={Section} />);
    await user.click(screen.getByRole('button', { name: 'Abrir sección' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Abrir sección' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByTestId('chunk-retry')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
