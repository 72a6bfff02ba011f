import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { GuestOnly } from './guards/guest-only';
import { HomeRedirect } from './guards/home-redirect';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { lazyPage } from './lazy-component';
import { RouteError } from './route-error';
import { SessionRoot } from './session-root';

// The login page is the first screen of every visitor and is all the entry chunk holds (with the session and the
// guards); the signed-in app's frame (header, notifications, server events, modals, dates) and every other page are
// chunks of their own, downloaded only once the guards let the user in (a failed download shows 'Reintentar'), or
// ahead of that by `prefetchSignedInApp`. `node apps/web/scripts/first-load-size.mjs` keeps the login page's
// budget.
const AppLayout = lazyPage(() => import('./app-layout').then((m) => m.AppLayout));
const DashboardPage = lazyPage(() => import('./dashboard-page').then((m) => m.DashboardPage));
const MyAccountPage = lazyPage(() =>
  import('../features/account/pages/my-account-page').then((m) => m.MyAccountPage),
);
const AuditTemplatePage = lazyPage(() =>
  import('../features/audit-worksheet/pages/audit-template-page').then((m) => m.AuditTemplatePage),
);
const FinanceDebugPage = lazyPage(() =>
  import('../features/finance/pages/finance-debug-page').then((m) => m.FinanceDebugPage),
);
const FinancePage = lazyPage(() => import('./finance-page').then((m) => m.FinancePage));
const ManagementQueuePage = lazyPage(() =>
  import('../features/management-queue/pages/management-queue-page').then((m) => m.ManagementQueuePage),
);
const SalariesAdminPage = lazyPage(() =>
  import('../features/salaries/pages/salaries-admin-page').then((m) => m.SalariesAdminPage),
);
const StaffReportPage = lazyPage(() =>
  import('../features/staff-control/pages/staff-report-page').then((m) => m.StaffReportPage),
);

/** The route table of spec section 2, with its guards. */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    children: [
      { element: <GuestOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
      { path: '/finanzas-debug', element: <FinanceDebugPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/mi-cuenta', element: <MyAccountPage /> },
              { path: '/finanzas', element: <FinancePage /> },
              {
                element: <RequireRole roles={['admin']} />,
                children: [{ path: '/sueldos-admin', element: <SalariesAdminPage /> }],
              },
              {
                element: <RequireRole roles={['admin', 'contable']} />,
                children: [{ path: '/personal/reporte/:userId', element: <StaffReportPage /> }],
              },
              {
                element: <RequireRole roles={['admin', 'supervisor', 'operador']} />,
                children: [{ path: '/audit-template', element: <AuditTemplatePage /> }],
              },
              {
                element: <RequireRole roles={['admin', 'supervisor']} />,
                children: [{ path: '/cola-gestion', element: <ManagementQueuePage /> }],
              },
            ],
          },
        ],
      },
      { path: '/', element: <HomeRedirect /> },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];

/**
 * Downloads the signed-in app's frame and the dashboard page ahead of sign-in, so that signing in does not wait for
 * them. Nothing is tried offline; a failure is silent (the page's own download answers it after sign-in).
 */
export function prefetchSignedInApp(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  void AppLayout.preload();
  void DashboardPage.preload();
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
