import { createMemoryRouter } from 'react-router';
import { preloadLazyComponents } from '../app/lazy-component';
import { routes } from '../app/router';
import { renderRouter } from './render-with-providers';

// The pages and tab panels are lazy chunks: load them all once, as the tests ran before route-level splitting.
await preloadLazyComponents();

/** Renders the whole app (providers, session, routes) at a path, as the browser would. */
export function renderApp(path: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }), { app: true });
}

/** The current address of a rendered app: path plus query. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
