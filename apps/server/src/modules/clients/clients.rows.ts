import type { branches, clients } from '../../db/schema/index';

/** The rows of a company and of a branch, and the parts of them that price an audit. */
export type ClientRow = typeof clients.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

/** What prices an audit of a company (`clientDefaults`). */
export type ClientPricingRow = Pick<
  ClientRow,
  | 'costoAuditoria'
  | 'tipoComision'
  | 'comisionOperador'
  | 'montoFijoOperador'
  | 'tiempoEstimadoMin'
  | 'tiempoAuditoriaCliente'
  | 'modalidad'
  | 'diasAuditoria'
  | 'fechaExacta'
  | 'instruccionesOperador'
  | 'auditoriaFijaMes'
>;
/** What prices an audit of a branch (`branchOwn`). */
export type BranchPricingRow = Pick<
  BranchRow,
  | 'precioNormal'
  | 'precioPrioritaria'
  | 'precioUrgente'
  | 'pagoOperadorNormal'
  | 'pagoOperadorPrioritaria'
  | 'pagoOperadorUrgente'
  | 'tipoComision'
  | 'comisionOperador'
  | 'montoFijoOperador'
  | 'tiempoAuditoria'
  | 'tiempoEstimadoMin'
  | 'modalidad'
  | 'diasAuditoria'
  | 'fechaExacta'
  | 'instruccionesOp'
  | 'auditoriaFijaMes'
>;
