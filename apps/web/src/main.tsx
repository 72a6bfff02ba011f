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
