import type { Audit } from '@auditorias/domain/schemas/audits';
import { makeAudit } from '../../audits/testing/fixtures';
import type { AuditTemplate } from '../api/get-audit-template';

export const OPERATOR_ID = 15;
export const OLGA = {
  id: OPERATOR_ID,
  name: 'Olga Operadora',
  username: 'operador1',
  email: 'operador1@demo.ar',
};

export function templateEvent(id: string, numero: number, descripcion: string) {
  return {
    id,
    numero,
    timestamp: '21:58',
    descripcion,
    observaciones: '',
    tipoEvento: 'infraccion-menor' as const,
    colorEvento: '#0066cc',
    imagenes: [],
  };
}

/** The template of audit 31, in progress by Olga (operator 15), with two events. */
export function makeTemplate(audit: Partial<Audit> = {}, extra: Partial<AuditTemplate> = {}): AuditTemplate {
  return {
    auditoria: makeAudit({
      id: 31,
      estado: 'en_proceso',
      operadorId: OPERATOR_ID,
      asignadoPor: OPERATOR_ID,
      operador: OLGA,
      horasEstimadas: 2,
      fechaInicio: '2026-11-22T11:00:00.000Z',
      ...audit,
    }),
    eventos: [
      templateEvent('e1', 1, 'Cierre de caja antes de horario'),
      templateEvent('e2', 2, 'Puerta abierta'),
    ],
    observacionesFinales: '',
    sucursalDetails: '',
    canalesVision: '',
    archivosAdjuntos: [],
    tiempoTrabajadoSegundos: 600,
    borradorGuardadoEn: '2026-11-22T12:00:00.000Z',
    instrucciones: 'Revisar apertura y cierre de caja',
    ...extra,
  };
}
