import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadLazyComponents } from './lazy-component';

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

  it('renders at once, without the fallback, once the code was downloaded (by a preload too)', async () => {
    const { load, finish, state } = controlledLoad();
    const LazyGreeting = lazyComponent(load, <p>Cargando saludo...</p>);
    const preloading = preloadLazyComponents();
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
