import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';

/** An EXCESO alert, alta, pending: Olga took 4 h 05 min on a 2 h audit of Banco Sur. */
export function makeTimeAlert(overrides: Partial<TimeAlert> = {}): TimeAlert {
  return {
    id: 1,
    tipoAlerta: 'TIEMPO_MAYOR',
    tipo: 'EXCESO',
    prioridad: 'alta',
    estado: 'pendiente',
    tiempoEstimado: 120,
    tiempoReal: 245,
    porcentajeReal: 204,
    mensaje: 'Tiempo mayor al estimado: 4 h 05 min trabajados sobre 2 h estimados (204 %).',
    auditId: 31,
    metadatos: { clienteNombre: 'Banco Sur', operadorNombre: 'Olga Operadora' },
    operadorAlert: { id: 21, name: 'Olga Operadora' },
    audit: {
      id: 31,
      titulo: 'Control de cámaras',
      client: { id: 3, nombre: 'Banco Sur' },
      branch: { id: 8, nombre: 'Sucursal Centro' },
    },
    // 13:30 in Buenos Aires.
    createdAt: '2026-11-20T16:30:00.000Z',
    vistaEn: null,
    vistaPor: null,
    resueltaEn: null,
    resueltaPor: null,
    resolucion: null,
    nota: null,
    ...overrides,
  };
}

/** The body of GET /time-alerts; `pendientes` counts the pending ones listed unless given. */
export function timeAlertsAnswer(alerts: TimeAlert[], pendientes?: number) {
  return {
    success: true,
    data: alerts,
    pendientes: pendientes ?? alerts.filter((a) => a.estado === 'pendiente').length,
    paginacion: { siguiente: null, limite: 50 },
  };
}
