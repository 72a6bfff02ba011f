import 'dayjs/locale/es';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { z } from 'zod';
import '../components/phone.css';
import { cssVariablesResolver, theme } from './theme';

// Argentine Spanish for dates (dayjs, Mantine dates) and for zod's default validation messages.
dayjs.locale('es');
z.config(z.locales.es());

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off transitions and portals (Mantine). */
  env?: 'default' | 'test';
}

/** Theme, dates, server state, modals and notifications for the whole app. */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <Notifications position="top-right" />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
