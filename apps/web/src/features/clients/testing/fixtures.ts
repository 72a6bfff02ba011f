import type { Branch, Client, ClientSummary } from '@auditorias/domain/schemas/clients';
import type { FileInfo } from '../branch-form-values';

/** A stored file as the API answers it (by default the demo client's signed contract). */
export function makeFileInfo(overrides: Partial<FileInfo> = {}): FileInfo {
  return {
    id: 5,
    nombre: 'contrato.pdf',
    tamaño: 2048,
    tipo: 'application/pdf',
    fechaSubida: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /clients list item as the API answers it. */
export function makeSummary(overrides: Partial<ClientSummary> = {}): ClientSummary {
  return {
    id: 1,
    nombre: 'Demo Norte S.A.',
    empresa: 'Demo Norte Sociedad Anónima',
    email: 'contacto@demonorte.com.ar',
    cuit: '30-70999111-4',
    telefono: '+54 11 4555-0101',
    direccion: 'Av. Cabildo 2040, CABA',
    contactoPrincipal: 'Carlos Norte',
    activo: true,
    estado: 'activo',
    parentId: null,
    cantidadSucursales: 1,
    sucursalesActivas: 1,
    ...overrides,
  };
}

/** A branch with no own values: everything inherited from a client with cost 100 and 80 % commission. */
export function makeBranch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: 11,
    clientId: 1,
    nombre: 'Sucursal Belgrano',
    direccion: 'Av. Cabildo 2040, CABA',
    telefono: null,
    activa: true,
    dvr_id: null,
    tieneDvrPassword: false,
    tiempo_auditoria: null,
    tiempoEstimadoHoras: null,
    precio_normal: null,
    precio_prioritaria: null,
    precio_urgente: null,
    pago_operador_normal: null,
    pago_operador_prioritaria: null,
    pago_operador_urgente: null,
    tipoComision: null,
    comisionOperador: null,
    montoFijoOperador: null,
    modalidad_auditoria: null,
    dias_auditoria: [],
    fecha_exacta: null,
    instrucciones_op: null,
    archivo_procedimiento: null,
    auditoria_fija_mes: null,
    urgencia: true,
    prioritaria: true,
    efectivo: {
      tiempo_auditoria: 120,
      tiempoEstimadoHoras: 4,
      precios: { normal: 100, prioritaria: 150, urgente: 200 },
      pagosOperador: { normal: 80, prioritaria: 120, urgente: 160 },
      tipoComision: 'porcentaje',
      comisionOperador: 80,
      montoFijoOperador: 100,
      modalidad_auditoria: 'manual',
      dias_auditoria: [],
      fecha_exacta: null,
      instrucciones_op: null,
      auditoria_fija_mes: false,
    },
    heredado: {
      tiempoAuditoria: true,
      tiempoEstimado: true,
      precios: true,
      pagosOperador: true,
      tipoComision: true,
      comisionOperador: true,
      montoFijoOperador: true,
      modalidad: true,
      instrucciones: true,
      auditoriaFijaMes: true,
    },
    ...overrides,
  };
}

/** GET /clients/{id} as the API answers it to an admin. */
export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    ...makeSummary(),
    rut: '30-70999111-4',
    sitioWeb: null,
    facturacion: null,
    condicionesPago: 'contado',
    costoAuditoria: 100,
    tiempoEstimado: '04:00',
    comisionOperador: 80,
    montoFijoOperador: 100,
    tipoComision: 'porcentaje',
    limiteDias: 30,
    auditoria_fija_mes: false,
    tipo_auditoria_default: 'normal',
    tiempo_auditoria_cliente: 120,
    dvr_id_principal: '190.12.34.56:8000',
    dvr_password_principal: null,
    tieneDvrPassword: false,
    instrucciones_operador: null,
    contrato_adjunto: makeFileInfo(),
    contrato_fecha_firma: '2026-03-01',
    contrato_observaciones: null,
    descuentoVolumen: 0,
    modalidad_auditoria_cliente: 'manual',
    dias_auditoria: [],
    fecha_exacta: null,
    archivo_procedimiento: null,
    branches: [makeBranch()],
    negociosHijos: [],
    usuarios: [],
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export const PRICING_RESPONSE = {
  success: true,
  data: { multiplicadores: { normal: 1, prioritaria: 1.5, urgente: 2 }, costoPorDefecto: 100 },
};
