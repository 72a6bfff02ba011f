import { createBrowserRouter, type RouteObject } from 'react-router';
import { MyAccountPage } from '../features/account/pages/my-account-page';
import { AuditTemplatePage } from '../features/audit-worksheet/pages/audit-template-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { FinanceDebugPage } from '../features/finance/pages/finance-debug-page';
import { FinancePage } from '../features/finance/pages/finance-page';
import { ManagementQueuePage } from '../features/management-queue/pages/management-queue-page';
import { SalariesAdminPage } from '../features/salaries/pages/salaries-admin-page';
import { AppLayout } from './app-layout';
import { DashboardPage } from './dashboard-page';
import { GuestOnly } from './guards/guest-only';
import { HomeRedirect } from './guards/home-redirect';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RouteError } from './route-error';
import { SessionRoot } from './session-root';

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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
