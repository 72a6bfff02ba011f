import { currentPeriod } from '@auditorias/domain/finance/periods';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden } from '../../lib/errors';
import { decodeKey, encodeKey, type FinanceDeps, pesos } from './finance-core';
import { monthSalaryRows, unpaidAuditsPage } from './finance-debug.repo';
import type { FinanceMovements } from './movements.service';

/** '/finanzas-debug' (docs/decisions.md: admin only): unpaid audits, expense movements, the month's salaries. */
export function createFinanceDebug(deps: FinanceDeps, moves: FinanceMovements) {
  const { db } = deps;
  const { movements } = moves;

  async function debugMovements(
    auth: AuthContext,
    q: {
      lista?: 'auditorias' | 'gastos' | 'sueldos' | undefined;
      limit: number;
      cursor?: string | undefined;
    },
  ) {
    if (auth.user.role !== 'admin') throw forbidden();
    const wants = (l: 'auditorias' | 'gastos') => q.lista === undefined || q.lista === l;
    const cursorFor = (l: 'auditorias' | 'gastos') => (q.lista === l ? q.cursor : undefined);
    let auditoriasImpagas: Array<{
      id: number;
      titulo: string;
      clienteId: number;
      cliente: string;
      estado: string;
      estadoPago: string | null;
      costoFinal: number | null;
      saldo: number;
      incluidaEnAbono: boolean;
      fechaEntrega: string | null;
    }> = [];
    let siguienteAuditorias: string | null = null;
    if (wants('auditorias')) {
      const c = cursorFor('auditorias');
      const after = c ? Number(decodeKey(c, /^(\d{1,10})$/)[1]) : null;
      const rows = await unpaidAuditsPage(db, after, q.limit);
      const page = rows.slice(0, q.limit);
      auditoriasImpagas = page.map((r) => ({
        id: Number(r.id),
        titulo: r.titulo,
        clienteId: Number(r.client_id),
        cliente: r.nombre,
        estado: r.estado,
        estadoPago: r.estado_pago,
        costoFinal: r.costo_final === null ? null : pesos(Number(r.costo_final)),
        saldo: pesos(Number(r.saldo)),
        incluidaEnAbono: r.incluida,
        fechaEntrega: r.fecha_entrega ? new Date(r.fecha_entrega).toISOString() : null,
      }));
      const last = page[page.length - 1];
      siguienteAuditorias = rows.length > q.limit && last ? encodeKey([Number(last.id)]) : null;
    }
    const gastos = wants('gastos')
      ? await movements(auth, { tipo: 'egreso', limit: q.limit, cursor: cursorFor('gastos') })
      : { movimientos: [], paginacion: { siguiente: null, limite: q.limit } };
    // The current month's salary records (the salary screens page them all; this is a first look).
    const month = currentPeriod();
    const sueldos =
      q.lista === undefined || q.lista === 'sueldos'
        ? (await monthSalaryRows(db, month, q.limit)).map((r) => ({
            ...r,
            sueldoFinal: pesos(r.sueldoFinal),
            totalPagado: pesos(r.totalPagado),
            saldoPendiente: pesos(r.sueldoFinal - r.totalPagado),
          }))
        : [];
    return {
      sueldos: sueldos as Array<Record<string, unknown>>,
      auditoriasImpagas,
      movimientosGasto: gastos.movimientos,
      paginacion: {
        auditorias: { siguiente: siguienteAuditorias, limite: q.limit },
        gastos: gastos.paginacion,
      },
    };
  }

  return { debugMovements };
}
