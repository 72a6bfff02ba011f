import type { ClientDashboard, ClientDashboardCompany } from '@auditorias/domain/schemas/users';
import { Stack } from '@mantine/core';
import { ClientFinanceCards } from '../../account/public';
import { ClientAuditCards } from './client-audit-cards';

type Figures = Pick<ClientDashboard, 'auditorias' | 'finanzas'> | ClientDashboardCompany | undefined;

/**
 * The cards of a client dashboard for its companies together or one of them: the audit counts, and the money
 * (outstanding debt, total paid, total invoiced) when the dashboard has it.
 */
export function ClientDashboardFigures({ figures }: { figures: Figures }) {
  return (
    <Stack gap="sm">
      <ClientAuditCards counts={figures?.auditorias} />
      {figures === undefined || figures.finanzas ? (
        <ClientFinanceCards
          figures={
            figures?.finanzas
              ? {
                  saldoPendiente: figures.finanzas.deudaPendiente,
                  totalPagado: figures.finanzas.totalPagado,
                  totalFacturado: figures.auditorias.totalFacturado ?? 0,
                }
              : undefined
          }
        />
      ) : null}
    </Stack>
  );
}
