import { Stack } from '@mantine/core';
import { useContext } from 'react';
import { BackToDashboard } from '../../../components/back-to-dashboard';
import { ExportMenu } from '../../../components/export-menu';
import { PageSection } from '../../../components/page-section';
import { LoadingSpinner } from '../../../components/query-state';
import { SessionContext } from '../../auth/public';
import { getMyAccountListPage, useMyAccountQuery } from '../api/get-my-account';
import { AccountFallback } from '../components/account-fallback';
import { AccountStatementView } from '../components/account-statement-view';

/**
 * /mi-cuenta: the signed-in user's account statement (a client's company, an operator's commissions). A client
 * downloads it as CSV, XLSX or a PDF with the company header; when the statement fails, the user's own audits
 * are shown under the spec's failure text. '← Volver al panel' leads back to the dashboard (it has no tab bar).
 */
export function MyAccountPage() {
  const user = useContext(SessionContext)?.user ?? null;
  const statement = useMyAccountQuery();
  const clientId = user?.role === 'cliente' ? user.clienteId : null;
  return (
    <Stack gap="xs">
      <BackToDashboard />
      <PageSection
        title="Mi Cuenta"
        description="Estado de cuenta."
        actions={
          clientId !== null && statement.isSuccess && statement.data.tipoUsuario === 'cliente' ? (
            <ExportMenu
              what="el estado de cuenta"
              formats={['csv', 'xlsx', 'pdf']}
              download={{
                path: `/clients/${clientId}/account-statement/export`,
                fallbackName: 'estado-de-cuenta',
              }}
            />
          ) : null
        }
      >
        {statement.isPending ? (
          <LoadingSpinner label="Cargando su cuenta" />
        ) : statement.isError ? (
          <AccountFallback user={user} />
        ) : (
          <AccountStatementView statement={statement.data} loadPage={getMyAccountListPage} />
        )}
      </PageSection>
    </Stack>
  );
}
