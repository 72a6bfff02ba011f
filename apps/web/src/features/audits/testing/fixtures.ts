import type { Audit } from '@auditorias/domain/schemas/audits';
import { jsonResponse } from '../../../test/fetch-mock';

/** An audit as the API shows it to staff, with overrides. */
export function makeAudit(overrides: Partial<Audit> = {}): Audit {
  return {
    id: 31,
    titulo: 'Control de apertura de cajas',
    descripcion: 'Verificar horario de apertura y arqueo inicial.',
    notas: null,
    estado: 'pendiente',
    prioridad: 'normal',
    origenCarga: 'normal',
    enTransito: true,
    clienteId: 3,
    branchId: 11,
    client: { id: 3, nombre: 'Demo Norte S.A.' },
    branch: { id: 11, nombre: 'Sucursal Belgrano', direccion: 'Av. Cabildo 2040, CABA' },
    cliente: 'Demo Norte S.A.',
    sucursal: 'Sucursal Belgrano',
    direccion: 'Av. Cabildo 2040, CABA',
    localidad: null,
    fechaSolicitada: '2026-11-20',
    fechaProgramada: null,
    fechaAsignacion: null,
    fechaInicio: null,
    fechaPausa: null,
    razonPausa: null,
    fechaTerminacion: null,
    fechaAprobacion: null,
    fechaEntrega: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    observacionesIniciales: 'Mirar la caja 2',
    observacionesOperador: null,
    observacionesSupervisor: null,
    observacionesFinales: null,
    archivosAdjuntos: [],
    aprobada: false,
    requiereRevision: false,
    motivoRechazo: null,
    operadorId: null,
    supervisorId: null,
    asignadoPor: null,
    operador: null,
    supervisor: null,
    esMiTrabajoComoOperador: false,
    gratisParaCliente: false,
    horasEstimadas: 2,
    tiempoTrabajadoPrevio: 0,
    antiguedad: 0,
    archivosCount: 0,
    // The spec's names of the same facts (review and management lists).
    clienteNombre: overrides.cliente ?? 'Demo Norte S.A.',
    operadorNombre: overrides.operador?.name ?? null,
    tiempoTrabajado: overrides.tiempoTrabajadoPrevio ?? 0,
    motivoPausa: overrides.razonPausa ?? null,
    fechaCreacion: overrides.createdAt ?? '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export const CLIENTS_FOR_AUDITS = [
  {
    id: 3,
    nombre: 'Demo Norte S.A.',
    email: 'contacto@demonorte.com.ar',
    activo: true,
    parentId: null,
    branches: [
      { id: 11, nombre: 'Sucursal Belgrano', direccion: 'Av. Cabildo 2040, CABA', activa: true },
      { id: 12, nombre: 'Sucursal Núñez', direccion: 'Av. del Libertador 7200, CABA', activa: true },
    ],
  },
  {
    id: 4,
    nombre: 'Norte Kiosco 24h',
    email: 'kiosco@demonorte.com.ar',
    activo: true,
    parentId: 3,
    branches: [{ id: 13, nombre: 'Kiosco Palermo', direccion: 'Av. Santa Fe 3500, CABA', activa: true }],
  },
  {
    id: 5,
    nombre: 'Demo Sur S.R.L.',
    email: 'administracion@demosur.com.ar',
    activo: true,
    parentId: null,
    branches: [],
  },
];

/** Oscar, the demo's second operator, as an audit names its operator. */
export const OSCAR = { id: 16, name: 'Oscar Operador', username: 'operador2', email: 'o2@demo.ar' };

/** GET /users/assignable: the demo's two operators, Olga (15) and Oscar (16). */
export const assignableOperatorsAnswer = () =>
  jsonResponse({
    success: true,
    data: [
      { id: 15, name: 'Olga Operadora', username: 'operador1', role: 'operador' },
      { id: 16, name: 'Oscar Operador', username: 'operador2', role: 'operador' },
    ],
  });

/** GET /clients/for-audits: the demo's companies and branches. */
export const clientsForAuditsAnswer = () => jsonResponse({ success: true, data: CLIENTS_FOR_AUDITS });
