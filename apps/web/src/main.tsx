import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, prefetchSignedInApp } from './app/router';
import { createQueryClient } from './lib/query-client';
import { getToken } from './lib/session-storage';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// A failed download of a screen's code is not answered here with a reload (offline that would put the browser's
// own error page in place of the app): it reaches the lazy loader (app/lazy-component.tsx, lib/chunk-load.ts),
// which reloads once only after a deploy and otherwise shows 'Sin conexión — Reintentar' in the section's place.

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The entry holds the login page only; the signed-in app's code is downloaded ahead: at once when a session is
// stored (its screen comes next, no wait after the session check), otherwise once the login page is shown and the
// browser is idle. The mark lets a measurement tell the login page's own downloads from these
// (e2e/tests/login-size.spec.ts).
function prefetch() {
  performance.mark('signed-in-app-prefetch');
  prefetchSignedInApp();
}
if (getToken()) prefetch();
else if (typeof window.requestIdleCallback === 'function')
  window.requestIdleCallback(prefetch, { timeout: 3000 });
else setTimeout(prefetch, 1000);
