import { formatPesos } from '@auditorias/domain/format/locale';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { ClientDashboard } from '@auditorias/domain/schemas/users';
import { type NextStep, NextSteps } from '../../../components/next-steps';
import { useUserDashboardQuery } from '../api/get-user-dashboard';
import { RECEIVED_AUDITS_ANCHOR } from './client-quick-actions';

type Figures = Pick<ClientDashboard, 'auditorias' | 'finanzas'>;

const audits = (n: number) => `${n.toLocaleString('es-AR')} ${n === 1 ? 'auditoría' : 'auditorías'}`;

/**
 * What a client company's user has to do or can do now, from its dashboard's figures (the same as its cards):
 * the audits ordered and not yet delivered ('Pendientes', those 'En proceso' among them), the 'Deuda pendiente',
 * and the delivered audits whose reports wait to be downloaded ('Auditorías completadas').
 */
export function clientSteps(figures: Figures, { onReportsTab }: { onReportsTab: boolean }): NextStep[] {
  const steps: NextStep[] = [];
  const { pendientes, enProceso, completadas } = figures.auditorias;
  if (pendientes > 0)
    steps.push({
      key: 'pedidos',
      text: `${audits(pendientes)} ${pendientes === 1 ? 'pedida todavía no entregada' : 'pedidas todavía no entregadas'} (${enProceso.toLocaleString('es-AR')} en proceso).`,
      action: { label: 'Mis Pedidos', to: '/dashboard?tab=my-orders' },
    });
  const deuda = figures.finanzas?.deudaPendiente ?? 0;
  if (deuda > 0)
    steps.push({
      key: 'deuda',
      text: `Deuda pendiente: ${formatPesos(deuda)}.`,
      action: { label: 'Estado de cuenta', to: '/mi-cuenta' },
    });
  if (completadas > 0)
    steps.push({
      key: 'reportes',
      text: `${audits(completadas)} ${completadas === 1 ? 'entregada, con su reporte' : 'entregadas, con sus reportes'} para descargar.`,
      action: {
        label: 'Ir a reportes',
        // On the tab itself a jump down (a router link would not scroll), else a link to it.
        ...(onReportsTab
          ? { href: `#${RECEIVED_AUDITS_ANCHOR}` }
          : { to: `/dashboard?tab=audits#${RECEIVED_AUDITS_ANCHOR}` }),
      },
    });
  return steps;
}

/**
 * The client's 'Qué hacer ahora' on its start tab ('Mis Auditorías', under its 'Solicitar nueva auditoría', or the
 * group administrator's 'Resumen'). Nothing when the dashboard failed (its cards say why).
 */
export function ClientNextSteps({ user, onReportsTab }: { user: PublicUser; onReportsTab: boolean }) {
  const dashboard = useUserDashboardQuery(user.id);
  if (dashboard.isError || (dashboard.data && dashboard.data.tipo !== 'cliente')) return null;
  const data = dashboard.data?.tipo === 'cliente' ? dashboard.data : undefined;
  return (
    <NextSteps
      items={data ? clientSteps(data, { onReportsTab }) : undefined}
      doneText="No tenés pedidos en curso, deuda ni reportes por descargar."
    />
  );
}
