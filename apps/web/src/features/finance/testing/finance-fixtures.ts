import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { DebtGroup, FinanceSummary, ReceivableAudit } from '@auditorias/domain/schemas/finance';
import { jsonResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';

/** A contable as the server describes it: finance_view and finance_manage, no user_view. */
export function contable(): PublicUser {
  const base = makeUser('contable');
  return { ...base, permissions: { ...base.permissions, finance_manage: true, user_view: false } };
}

/** One employee of GET /finanzas/usuarios/detallados (active; audits delivered when it earned commissions). */
export function financeEmployee(id: number, rol: string, nombre: string, comisiones = 0) {
  return {
    id,
    nombre,
    username: null,
    email: `${rol}@example.com`,
    rol,
    activo: true,
    comisionesDevengadas: comisiones,
    auditoriasEntregadas: comisiones > 0 ? 3 : 0,
  };
}

/** GET /finanzas/usuarios/detallados: the staff as finance lists it (Olga, an operator, unless said). */
export function financeStaffAnswer(
  usuarios: ReturnType<typeof financeEmployee>[] = [financeEmployee(21, 'operador', 'Olga Operadora')],
) {
  return () => jsonResponse({ success: true, usuarios });
}

export const SUMMARY: FinanceSummary = {
  ingresosMes: 125_000,
  egresosMes: 40_500,
  saldoMesAnterior: 300_000,
  movimientoMes: 84_500,
  saldoRealTotal: 384_500,
  cuentasPorCobrar: 45_000,
  sueldosPendientes: 0,
  proyeccion: 45_000,
  gastosMes: 40_500,
  balanceNeto: 84_500,
};

export function dashboardAnswer(mes: number, anio: number, resumen: FinanceSummary = SUMMARY) {
  return jsonResponse({ success: true, mes, anio, resumen });
}

/** GET /finanzas/dashboard/anual: twelve months, each with the given figures. */
export function yearAnswer(anio: number, resumen: FinanceSummary = SUMMARY) {
  return jsonResponse({
    success: true,
    anio,
    meses: Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, resumen })),
  });
}

/** The receivable audits of Demo Norte's November 2026 (GET /finanzas/clientes/3/auditorias?mes=11&anio=2026). */
export const NORTE_AUDITS: ReceivableAudit[] = [
  {
    id: 12,
    titulo: 'Integral Belgrano',
    sucursal: 'Sucursal Belgrano',
    prioridad: 'normal',
    estado: 'entregada',
    costoFinal: 25_000,
    saldo: 25_000,
    cobrado: 0,
    fechaEntrega: '2026-11-14T15:00:00.000Z',
    fechaSolicitada: '2026-11-10',
  },
  {
    id: 13,
    titulo: 'Cierre Núñez',
    sucursal: 'Sucursal Núñez',
    prioridad: 'urgente',
    estado: 'entregada',
    costoFinal: 25_000,
    saldo: 20_000,
    cobrado: 5_000,
    fechaEntrega: '2026-11-16T15:00:00.000Z',
    fechaSolicitada: '2026-11-12',
  },
];

/** A client debt group: totals per period; the audits come from the period call. */
export const NORTE: DebtGroup = {
  clienteId: 3,
  clienteNombre: 'Demo Norte S.A.',
  totalDeuda: 45_000,
  cantidadAuditorias: 2,
  periodos: [
    { mes: 11, anio: 2026, mesAnio: '2026-11', totalPeriodo: 45_000, cantidadAuditorias: 2, abonos: [] },
  ],
};

export function debtGroupsAnswer(groups: DebtGroup[] = [NORTE], siguiente: string | null = null) {
  const totalGeneral = groups.reduce((t, g) => t + g.totalDeuda, 0);
  return jsonResponse({
    success: true,
    clientes: groups,
    totalGeneral,
    paginacion: { siguiente, limite: 10 },
  });
}

/** GET /finanzas/clientes/{id}/auditorias: one page of a period's audits. */
export function periodAuditsAnswer(
  auditorias: ReceivableAudit[] = NORTE_AUDITS,
  siguiente: string | null = null,
  period: { clienteId: number; mes: number; anio: number } = { clienteId: 3, mes: 11, anio: 2026 },
) {
  return jsonResponse({ success: true, ...period, auditorias, paginacion: { siguiente, limite: 25 } });
}

export function emptyPage(key: 'movimientos' | 'gastos' | 'adelantos') {
  return jsonResponse({ success: true, [key]: [], paginacion: { siguiente: null, limite: 25 } });
}

export const PAYMENT_ANSWER = {
  success: true,
  message: 'Auditoría cobrada',
  auditoria: {
    id: 12,
    estado: 'facturada',
    estadoPago: 'pagada',
    costoFinal: 25_000,
    prioridad: 'normal',
    gratisParaCliente: false,
    fechaPago: '2026-11-20T15:00:00.000Z',
    cobrado: 25_000,
    saldo: 0,
  },
};
