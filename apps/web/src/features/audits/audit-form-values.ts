import { PRIORITIES, type Priority } from '@auditorias/domain/clients/constants';
import { extensionOf, UPLOAD_KINDS } from '@auditorias/domain/files/upload-rules';
import type { Audit } from '@auditorias/domain/schemas/audits';

/** Spec (finance document, section 5): the audit form's only validation text. */
export const REQUIRED_FIELDS_MESSAGE = 'Cliente, título y sucursal son obligatorios';
export const DATE_REQUIRED_MESSAGE = 'La fecha solicitada es obligatoria';
/** A company without branches is ordered for its main office, a placeholder branch with id -1. */
export const MAIN_OFFICE_ID = -1;
export const MAIN_OFFICE_NAME = 'Casa central';
/** Spec: 'new-audit hours 8'; the admin's field starts there and is sent only once touched. */
export const DEFAULT_ESTIMATED_HOURS = 8;
export const ATTACHMENT_EXTENSIONS: readonly string[] = UPLOAD_KINDS.adjunto;
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** The server reads at most 10 files per form. */
export const MAX_ATTACHMENTS = 10;

export interface AuditFormValues {
  clienteId: number | null;
  branchId: number | null;
  titulo: string;
  descripcion: string;
  notas: string;
  /** YYYY-MM-DD (Argentine day). */
  fechaSolicitada: string | null;
  prioridad: Priority;
  /** '' while the admin has the field empty (then it is not sent). */
  tiempoEstimadoHoras: number | '';
  observaciones: string;
  /** Pesos; '' when not given. */
  costo: number | '';
  files: File[];
}

export function emptyAuditForm(today: string): AuditFormValues {
  return {
    clienteId: null,
    branchId: null,
    titulo: '',
    descripcion: '',
    notas: '',
    fechaSolicitada: today,
    prioridad: 'normal',
    tiempoEstimadoHoras: DEFAULT_ESTIMATED_HOURS,
    observaciones: '',
    costo: '',
    files: [],
  };
}

/** The form filled with an audit being edited. */
export function auditToFormValues(audit: Audit): AuditFormValues {
  return {
    clienteId: audit.clienteId,
    branchId: audit.branchId ?? MAIN_OFFICE_ID,
    titulo: audit.titulo,
    descripcion: audit.descripcion ?? '',
    notas: audit.notas ?? '',
    fechaSolicitada: audit.fechaSolicitada.slice(0, 10),
    prioridad: PRIORITIES.includes(audit.prioridad) ? audit.prioridad : 'normal',
    tiempoEstimadoHoras: audit.horasEstimadas ?? DEFAULT_ESTIMATED_HOURS,
    observaciones: audit.observacionesIniciales ?? '',
    costo: '',
    files: [],
  };
}

/** The one message that blocks sending, or null. */
export function validateAuditForm(values: AuditFormValues): string | null {
  if (values.clienteId === null || values.branchId === null || values.titulo.trim() === '') {
    return REQUIRED_FIELDS_MESSAGE;
  }
  if (!values.fechaSolicitada) return DATE_REQUIRED_MESSAGE;
  return null;
}

/** The required fields, each with its own message beside it (issue 25: the empty field is marked, not only named). */
export const FIELD_REQUIRED_MESSAGES = {
  clienteId: 'Elegí el cliente',
  branchId: 'Elegí la sucursal',
  titulo: 'Escribí un título',
  fechaSolicitada: DATE_REQUIRED_MESSAGE,
} as const;
export type AuditFormField = keyof typeof FIELD_REQUIRED_MESSAGES;

/** The message of each required field left empty, in the form's order (the first one gets the focus). */
export function auditFormFieldErrors(values: AuditFormValues): Partial<Record<AuditFormField, string>> {
  const errors: Partial<Record<AuditFormField, string>> = {};
  if (values.clienteId === null) errors.clienteId = FIELD_REQUIRED_MESSAGES.clienteId;
  // Without a client the branch field is closed ('Primero elegí el cliente'): only the client is marked.
  if (values.clienteId !== null && values.branchId === null)
    errors.branchId = FIELD_REQUIRED_MESSAGES.branchId;
  if (values.titulo.trim() === '') errors.titulo = FIELD_REQUIRED_MESSAGES.titulo;
  if (!values.fechaSolicitada) errors.fechaSolicitada = FIELD_REQUIRED_MESSAGES.fechaSolicitada;
  return errors;
}

/** Why an attachment is refused (its type is not in the spec's list), or null. */
export function attachmentProblem(file: File): string | null {
  if (ATTACHMENT_EXTENSIONS.includes(extensionOf(file.name))) return null;
  return `Tipo de archivo no permitido: ${file.name}. Formatos aceptados: ${ATTACHMENT_EXTENSIONS.join(', ')}`;
}

export interface BuildFormOptions {
  /** Only an admin sends the estimated hours and the cost. */
  isAdmin: boolean;
  /** The admin's estimated hours are sent only once the admin has touched the field. */
  hoursTouched: boolean;
  /** The chosen branch (name and address), or the main office. */
  branch: { nombre: string; direccion: string | null } | null;
}

/** The multipart body of POST /audits and PUT /audits/{id}. */
export function buildAuditFormData(values: AuditFormValues, options: BuildFormOptions): FormData {
  const form = new FormData();
  const put = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return;
    const text = String(value).trim();
    if (text !== '') form.append(key, text);
  };
  put('clienteId', values.clienteId);
  if (values.branchId !== null && values.branchId !== MAIN_OFFICE_ID) put('branchId', values.branchId);
  put('sucursal', options.branch?.nombre ?? MAIN_OFFICE_NAME);
  put('direccion', options.branch?.direccion);
  put('titulo', values.titulo);
  put('descripcion', values.descripcion);
  put('notas', values.notas);
  put('observaciones', values.observaciones);
  put('fechaSolicitada', values.fechaSolicitada);
  put('prioridad', values.prioridad);
  if (options.isAdmin && options.hoursTouched && values.tiempoEstimadoHoras !== '')
    put('tiempoEstimadoHoras', values.tiempoEstimadoHoras);
  if (options.isAdmin && values.costo !== '') put('costo', values.costo);
  for (const file of values.files) form.append('files', file, file.name);
  return form;
}
