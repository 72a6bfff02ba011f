import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

// Argentine Spanish for dates (dayjs, Mantine dates).
dayjs.locale('es');

/**
 * Dates, confirmation modals and notifications: what the screens after sign-in use, and the login page does not.
 * They come with the signed-in app's code (app-layout.tsx), not with the login page's (providers.tsx).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
        <Notifications position="top-right" />
        {children}
      </ModalsProvider>
    </DatesProvider>
  );
}
