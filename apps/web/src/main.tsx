import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// After a release the chunks of the previous build are gone: a page left open reloads once to get the new ones
// (a second failure within a minute shows the route's error screen instead of reloading in a loop).
window.addEventListener('vite:preloadError', (event) => {
  const lastReload = Number(window.sessionStorage.getItem('chunkReloadAt') ?? 0);
  if (Date.now() - lastReload < 60_000) return;
  event.preventDefault();
  window.sessionStorage.setItem('chunkReloadAt', String(Date.now()));
  window.location.reload();
});

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
