import { awaitingReviewCount } from '@auditorias/domain/audits/states';
import { monthToClose } from '@auditorias/domain/finance/periods';
import { formatPesos } from '@auditorias/domain/format/locale';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { type NextStep, NextSteps } from '../components/next-steps';
import { useAuditCountsQuery } from '../features/audits/public';
import {
  currentPeriod,
  type Period,
  periodLabel,
  useFinanceDashboardQuery,
  usePeriodsQuery,
} from '../features/finance/public';
import { useManagementQueueQuery } from '../features/management-queue/api/get-management-queue';
import { useTimeAlertsQuery } from '../features/time-alerts/public';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const financeTab = (sub: string) => `/dashboard?tab=finances&sub=${sub}`;

/**
 * The figures the staff's start screens read, each from the query its own screen uses (one figure, one
 * definition): undefined while it loads or when this role does not see it.
 */
export interface StaffFigures {
  /** Audits held in the 'Cola de Gestión' (its 'En la cola'). */
  enCola?: number;
  /** Audits waiting for review (terminada or guardado_supervisor, the supervisor panel's 'Auditorías pendientes'). */
  porRevisar?: number;
  /** The month's 'Cuentas por cobrar' of Finanzas › Resumen. */
  porCobrar?: number;
  /** What is owed to the staff at the end of the month (Finanzas › Personal's total). */
  adeudadoPersonal?: number;
  /** Pending time alerts (the bell's badge). */
  alertasTiempo?: number;
  /** The last ended month while it is not closed; null once it is. */
  mesPorCerrar?: Period | null;
}

/** What a member of the staff has to do now, in the order it matters, each with the screen that does it. */
export function staffSteps(role: PublicUser['role'], f: StaffFigures): NextStep[] {
  const steps: NextStep[] = [];
  if (f.enCola)
    steps.push({
      key: 'cola',
      text: `${plural(f.enCola, 'auditoría espera', 'auditorías esperan')} en la Cola de Gestión para habilitarse a los operadores.`,
      action: { label: 'Ir a la cola', to: '/dashboard?tab=management-queue' },
    });
  if (f.porRevisar)
    steps.push({
      key: 'revision',
      text: `${plural(f.porRevisar, 'auditoría espera', 'auditorías esperan')} revisión.`,
      action: { label: 'Revisar', to: '/dashboard?tab=audit-review' },
    });
  if (f.porCobrar)
    steps.push({
      key: 'cobros',
      text: `Cuentas por cobrar: ${formatPesos(f.porCobrar)} de auditorías entregadas.`,
      action: { label: 'Cobrar', to: financeTab('ingresos') },
    });
  if (f.adeudadoPersonal)
    steps.push({
      key: 'personal',
      text: `Adeudado al personal este mes: ${formatPesos(f.adeudadoPersonal)} en sueldos y comisiones.`,
      action: { label: 'Ver Personal', to: financeTab('personal') },
    });
  if (f.alertasTiempo)
    steps.push({
      key: 'alertas',
      text: `${plural(f.alertasTiempo, 'alerta de tiempo pendiente', 'alertas de tiempo pendientes')}.`,
      action: { label: 'Ver personal', to: '/dashboard?tab=staff' },
    });
  const month = f.mesPorCerrar;
  if (month)
    steps.push({
      key: 'cierre',
      text:
        role === 'admin'
          ? `${periodLabel(month)} terminó y sigue abierto.`
          : `${periodLabel(month)} terminó y sigue abierto: revisalo para que un administrador lo cierre.`,
      action: {
        label: role === 'admin' ? 'Cerrar mes' : 'Ver Balance',
        to: `${financeTab('balance')}&mes=${month.mes}&anio=${month.anio}`,
      },
    });
  return steps;
}

/** Whether every figure a role reads has loaded (or failed: a figure that failed is left out). */
function settled(...queries: { isPending: boolean; isError: boolean }[]): boolean {
  return queries.every((q) => !q.isPending || q.isError);
}

const DONE_TEXT = {
  admin: 'Nada espera en la cola ni revisión, no hay cobros, alertas ni meses por cerrar.',
  supervisor: 'No hay auditorías esperando revisión ni en la Cola de Gestión.',
  contable: 'No hay cobros ni pagos al personal pendientes, y el último mes está cerrado.',
} as const;

/** The admin's 'Qué hacer ahora': the queue, reviews, collections, staff debt, time alerts, the month to close. */
export function AdminNextSteps() {
  const queue = useManagementQueueQuery(null);
  const counts = useAuditCountsQuery({ refetchInterval: 60_000 });
  const money = useFinanceDashboardQuery(currentPeriod());
  const alerts = useTimeAlertsQuery();
  const periods = usePeriodsQuery();
  const items = settled(queue, counts, money, alerts, periods)
    ? staffSteps('admin', {
        enCola: queue.data?.stats.total,
        porRevisar: counts.data ? awaitingReviewCount(counts.data.conteo) : undefined,
        porCobrar: money.data?.cuentasPorCobrar,
        alertasTiempo: alerts.data?.pendientes,
        mesPorCerrar: periods.data ? monthToClose(periods.data.cerrados) : null,
      })
    : undefined;
  return <NextSteps items={items} doneText={DONE_TEXT.admin} />;
}

/** The supervisor's 'Qué hacer ahora': the audits waiting for review and those held in the queue. */
export function SupervisorNextSteps() {
  const counts = useAuditCountsQuery({ refetchInterval: 60_000 });
  const queue = useManagementQueueQuery(null);
  const items = settled(counts, queue)
    ? staffSteps('supervisor', {
        porRevisar: counts.data ? awaitingReviewCount(counts.data.conteo) : undefined,
        enCola: queue.data?.stats.total,
      })
    : undefined;
  return <NextSteps items={items} doneText={DONE_TEXT.supervisor} />;
}

/** The contable's 'Qué hacer ahora': collections, what is owed to the staff, the month to review for its close. */
export function ContableNextSteps() {
  const money = useFinanceDashboardQuery(currentPeriod());
  const periods = usePeriodsQuery();
  const items = settled(money, periods)
    ? staffSteps('contable', {
        porCobrar: money.data?.cuentasPorCobrar,
        adeudadoPersonal: money.data?.sueldosPendientes,
        mesPorCerrar: periods.data ? monthToClose(periods.data.cerrados) : null,
      })
    : undefined;
  return <NextSteps items={items} doneText={DONE_TEXT.contable} />;
}
