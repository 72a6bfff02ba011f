import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { z } from 'zod';
import '../components/phone.css';
import { cssVariablesResolver, theme } from './theme';

// Argentine Spanish for zod's default validation messages.
z.config(z.locales.es());

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off transitions and portals (Mantine). */
  env?: 'default' | 'test';
}

/**
 * Theme and server state for every screen, the login page included. What only the screens after sign-in use
 * (dates, modals, notifications) is in `SignedInProviders`, downloaded with the signed-in app.
 */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
