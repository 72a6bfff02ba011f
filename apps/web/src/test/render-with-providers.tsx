import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { SignedInProviders } from '../app/signed-in-providers';

/**
 * Renders one screen inside the app's providers (no session) and a memory router, as in the app: the screen sits
 * at `path` (default /dashboard; /audit-template also renders it) and any other address shows 'otra página', so
 * a test can follow a navigation through `router.state.location`.
 */
export function renderWithProviders(ui: ReactElement, { path = '/dashboard' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: ui },
      { path: '/audit-template', element: ui },
      { path: '*', element: <div>otra página</div> },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router);
}

/**
 * Renders a memory router inside the app's providers, with a query client that never retries and keeps what it
 * loaded (so a test sees exactly the requests the screen makes), and a user-event session. The screens get the
 * signed-in app's providers (dates, modals, notifications) around them, unless `app` says the router holds the
 * whole app, whose signed-in frame brings them itself.
 */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, { app = false } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      {app ? (
        <RouterProvider router={router} />
      ) : (
        <SignedInProviders>
          <RouterProvider router={router} />
        </SignedInProviders>
      )}
    </AppProviders>,
  );
  return { ...view, user, queryClient, router };
}
