import type { ClientDashboard } from '@auditorias/domain/schemas/users';
import { FigureCards } from '../../finance/public';

type Counts = Pick<ClientDashboard['auditorias'], 'completadas' | 'enProceso' | 'pendientes'>;

/**
 * The audit cards of a client dashboard (spec §4, client counting): completed (entregada or facturada), in
 * process (en_proceso) and pending (neither delivered nor billed, those in process included).
 */
export function ClientAuditCards({ counts }: { counts: Counts | undefined }) {
  const count = (n: number | undefined) => n?.toLocaleString('es-AR');
  return (
    <FigureCards
      testId="client-audit-cards"
      figures={[
        { label: 'Auditorías completadas', value: count(counts?.completadas), color: 'green.8' },
        { label: 'En proceso', value: count(counts?.enProceso), color: 'cyan.8' },
        { label: 'Pendientes', value: count(counts?.pendientes), color: 'orange.8' },
      ]}
    />
  );
}
