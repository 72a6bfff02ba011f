import type { ReactNode } from 'react';
import type { Period } from './finance-period';

/**
 * The salary parts of the finance screens, drawn by the salaries feature and handed in by the app shell
 * (app/finance-with-salaries.tsx): finance does not import salaries, salaries use finance's periods.
 */
export interface FinanceSalarySlots {
  /** Personal's 'Sueldos del mes sin pagar'; `renderError` draws a failed read as the finance screens do. */
  pending: (period: Period, renderError: (error: unknown, retry: () => void) => ReactNode) => ReactNode;
  /** Configuración's salary configuration screen, read-only for whoever may not change it. */
  settings: (readOnly: boolean) => ReactNode;
}
