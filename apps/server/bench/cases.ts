// What `npm run bench` measures, in order. Add, remove or change cases here; bench/run.ts does the rest.
import { argentineDay } from '@auditorias/domain/format/locale';

/** Who sends the request: a role (the bench signs in as several users of it and rotates their tokens per
 * request, so that per-user caches are not flattered), one user by username, or nobody. 'grupo': group
 * administrators. */
export type BenchUser =
  | 'admin'
  | 'supervisor'
  | 'operador'
  | 'contable'
  | 'cliente'
  | 'grupo'
  | { user: string }
  | null;

export interface BenchCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  as: BenchUser;
  /** Extra request headers, the same for every request (e.g. a fixed If-None-Match). */
  headers?: Record<string, string>;
  /** A JSON body (sent with content-type application/json). */
  body?: unknown;
  /**
   * Poll like a browser that already has the page: the bench first fetches the URL once per user, keeps that
   * user's ETag and sends it as If-None-Match on every request (a 304 counts as an answer).
   */
  revalidate?: boolean;
  /** Concurrent connections (default 50). */
  connections?: number;
}

/** `mes=…&anio=…` of the current Argentine month, as the finance screens ask by default. */
const THIS_MONTH = (() => {
  const day = argentineDay();
  return `mes=${Number(day.slice(5, 7))}&anio=${Number(day.slice(0, 4))}`;
})();

export const CASES: BenchCase[] = [
  { name: 'GET /api/health (sin sesión)', url: '/api/health', as: null },
  { name: 'GET /api/auth/me', url: '/api/auth/me', as: 'operador' },
  { name: 'GET /api/messages/unread-count', url: '/api/messages/unread-count', as: 'operador' },
  {
    name: 'GET /api/messages/unread-count (sondeo con ETag)',
    url: '/api/messages/unread-count',
    as: 'operador',
    revalidate: true,
  },
  { name: 'GET /api/audits/next-available (operador)', url: '/api/audits/next-available', as: 'operador' },
  {
    name: 'GET /api/audits/next-available (sondeo con ETag)',
    url: '/api/audits/next-available',
    as: 'operador',
    revalidate: true,
  },
  {
    name: 'GET /api/audits?estado=asignada,en_proceso,pausada (operador, cada 5 s)',
    url: '/api/audits?all=true&estado=asignada,en_proceso,pausada',
    as: 'operador',
  },
  {
    name: 'el mismo sondeo con ETag (operador, cada 5 s)',
    url: '/api/audits?all=true&estado=asignada,en_proceso,pausada',
    as: 'operador',
    revalidate: true,
  },
  { name: 'GET /api/audits/counts (operador)', url: '/api/audits/counts', as: 'operador' },
  {
    name: 'GET /api/audits/operador/historial (operador)',
    url: '/api/audits/operador/historial',
    as: 'operador',
  },
  {
    name: 'GET /api/audits?all=true&limit=1000 (operador; servida como 100)',
    url: '/api/audits?all=true&limit=1000',
    as: 'operador',
  },
  { name: 'GET /api/audits?all=true (admin, seguimiento)', url: '/api/audits?all=true', as: 'admin' },
  {
    name: 'GET /api/audits?all=true&limit=1000 (admin; servida como 100)',
    url: '/api/audits?all=true&limit=1000',
    as: 'admin',
  },
  {
    name: 'GET /api/audits?all=true&search=control (admin)',
    url: '/api/audits?all=true&search=control',
    as: 'admin',
  },
  { name: 'GET /api/audits/counts (admin)', url: '/api/audits/counts', as: 'admin' },
  { name: 'GET /api/audits/management (admin)', url: '/api/audits/management', as: 'admin' },
  { name: 'GET /api/audits/supervisor/pending', url: '/api/audits/supervisor/pending', as: 'supervisor' },
  {
    name: 'GET /api/clients/my-audits?estado=entregada,facturada (cliente)',
    url: '/api/clients/my-audits?estado=entregada,facturada',
    as: 'cliente',
  },
  { name: 'GET /api/audits/counts (cliente)', url: '/api/audits/counts', as: 'cliente' },
  { name: 'GET /api/dashboard/stats (admin)', url: '/api/dashboard/stats', as: 'admin' },
  { name: 'GET /api/finanzas/dashboard (contable)', url: '/api/finanzas/dashboard', as: 'contable' },
  {
    name: 'GET /api/finanzas/clientes (contable, cuentas por cobrar)',
    url: '/api/finanzas/clientes?limit=10',
    as: 'contable',
  },
  {
    name: 'GET /api/finanzas/clientes/{id}/auditorias (contable, período abierto)',
    url: `/api/finanzas/clientes/1/auditorias?${THIS_MONTH}&limit=25`,
    as: 'contable',
  },
  {
    name: 'GET /api/finanzas/movimientos?tipo=ingreso (contable, ingresos del mes)',
    url: `/api/finanzas/movimientos?tipo=ingreso&${THIS_MONTH}&limit=25`,
    as: 'contable',
  },
  {
    name: 'GET /api/finanzas/movimientos?tipo=egreso (contable, egresos del mes)',
    url: `/api/finanzas/movimientos?tipo=egreso&${THIS_MONTH}&limit=25`,
    as: 'contable',
  },
  {
    name: 'GET /api/clients/{id}/account-statement (cliente)',
    url: '/api/clients/1/account-statement',
    as: { user: 'cliente' },
  },
  {
    name: 'GET /api/work-sessions/employee-summary (admin, personal del mes)',
    url: `/api/work-sessions/employee-summary?${THIS_MONTH}&limit=25`,
    as: 'admin',
  },
  { name: 'GET /api/time-alerts (supervisor)', url: '/api/time-alerts', as: 'supervisor' },
  {
    name: 'GET /api/time-alerts (sondeo con ETag)',
    url: '/api/time-alerts',
    as: 'supervisor',
    revalidate: true,
  },
  { name: 'GET /api/sueldos (admin, sueldos del mes)', url: `/api/sueldos?${THIS_MONTH}`, as: 'admin' },
  { name: 'GET /api/sueldos/mi-sueldo (operador)', url: '/api/sueldos/mi-sueldo', as: 'operador' },
  // The accountant's month files: each a whole month read through its screen's calls, page by page.
  {
    name: 'GET /api/sueldos/export (contable, nómina del mes en XLSX)',
    url: `/api/sueldos/export?${THIS_MONTH}&formato=xlsx`,
    as: 'contable',
    connections: 4,
  },
  {
    name: 'GET /api/work-sessions/employee-summary/export (contable, horas del mes en CSV)',
    url: `/api/work-sessions/employee-summary/export?${THIS_MONTH}&formato=csv`,
    as: 'contable',
    connections: 4,
  },
  {
    name: 'GET /api/finanzas/balance/export (contable, balance y cierre en XLSX)',
    url: `/api/finanzas/balance/export?${THIS_MONTH}&formato=xlsx`,
    as: 'contable',
    connections: 4,
  },
  {
    name: 'GET /api/finanzas/personal/export (contable, personal del mes en CSV)',
    url: `/api/finanzas/personal/export?${THIS_MONTH}&formato=csv`,
    as: 'contable',
    connections: 4,
  },
  {
    // Computed when /finanzas-debug opens or on 'Volver a verificar', never polled: one at a time, as a person asks.
    name: 'GET /api/finanzas/conciliacion (contable, conciliación del mes)',
    url: `/api/finanzas/conciliacion?${THIS_MONTH}`,
    as: 'contable',
    connections: 1,
  },
  {
    name: 'GET /api/finanzas/personal/pendientes (contable, adeudado al personal por empleado)',
    url: `/api/finanzas/personal/pendientes?${THIS_MONTH}`,
    as: 'contable',
    connections: 4,
  },
  {
    name: 'POST /api/auth/login (argon2id)',
    method: 'POST',
    url: '/api/auth/login',
    as: null,
    body: { email: 'operador1', password: 'demo123' },
    connections: 4,
  },
];
