import { normaliseModality } from '@auditorias/domain/clients/branch-rules';
import {
  CLIENT_DEFAULTS,
  type CommissionType,
  hhmmToMinutes,
  type Modality,
  type PaymentTerm,
  type Priority,
} from '@auditorias/domain/clients/constants';
import {
  type CLIENT_USER_ROLES,
  type Client,
  createClientRequestSchema,
} from '@auditorias/domain/schemas/clients';
import type { CreateClientBody } from './api/create-client';
import type { UpdateClientBody } from './api/update-client';
import {
  type BranchFormValues,
  branchFormFromApi,
  dvrPasswordField,
  type FileInfo,
  type FormProblem,
  type NumberValue,
  toBranchInput,
  toNumberOrNull,
  validateBranchForm,
  weekdaysOf,
} from './branch-form-values';
import type { ClientInheritanceSource } from './client-pricing';

export type ClientUserRole = (typeof CLIENT_USER_ROLES)[number];

/** The associated user created with the client (create mode only). */
export interface ClientUserFormValues {
  username: string;
  password: string;
  confirmPassword: string;
  name: string;
  email: string;
  role: ClientUserRole;
}

/** The complete client form (spec: Client, client form sections). */
export interface ClientFormValues {
  // Basic info
  nombre: string;
  empresa: string;
  email: string;
  cuit: string;
  telefono: string;
  direccion: string;
  sitioWeb: string;
  contactoPrincipal: string;
  facturacion: string;
  condicionesPago: PaymentTerm;
  activo: boolean;
  // DVR
  dvr_id_principal: string;
  /** Write-only: empty keeps the stored one. */
  dvr_password_principal: string;
  tieneDvrPassword: boolean;
  borrarDvrPassword: boolean;
  // Audit value and operator pay (pesos)
  costoAuditoria: NumberValue;
  tipoComision: CommissionType;
  comisionOperador: NumberValue;
  montoFijoOperador: NumberValue;
  // Control time
  tiempoEstimado: string;
  tiempo_auditoria_cliente: NumberValue;
  limiteDias: NumberValue;
  // Priority audits
  tipo_auditoria_default: Priority;
  // Modality and instructions
  modalidad: Modality;
  dias: string[];
  fecha_exacta: string | null;
  instrucciones_operador: string;
  procedimiento: FileInfo | null;
  // Fixed audits
  auditoria_fija_mes: boolean;
  // Contract
  contrato: FileInfo | null;
  contrato_fecha_firma: string | null;
  contrato_observaciones: string;
  // Associated user
  crearUsuario: boolean;
  usuario: ClientUserFormValues;
  // Branches, held here and sent with the client
  branches: BranchFormValues[];
}

export function emptyClientUser(): ClientUserFormValues {
  return { username: '', password: '', confirmPassword: '', name: '', email: '', role: 'cliente' };
}

/** A new client with the spec's defaults (cost 100, fixed pay 100, 04:00, 120 min, 30 days). */
export function emptyClientForm(): ClientFormValues {
  return {
    nombre: '',
    empresa: '',
    email: '',
    cuit: '',
    telefono: '',
    direccion: '',
    sitioWeb: '',
    contactoPrincipal: '',
    facturacion: '',
    condicionesPago: CLIENT_DEFAULTS.condicionesPago,
    activo: true,
    dvr_id_principal: '',
    dvr_password_principal: '',
    tieneDvrPassword: false,
    borrarDvrPassword: false,
    costoAuditoria: CLIENT_DEFAULTS.costoAuditoria,
    tipoComision: CLIENT_DEFAULTS.tipoComision,
    comisionOperador: CLIENT_DEFAULTS.comisionOperador,
    montoFijoOperador: CLIENT_DEFAULTS.montoFijoOperador,
    tiempoEstimado: CLIENT_DEFAULTS.tiempoEstimado,
    tiempo_auditoria_cliente: CLIENT_DEFAULTS.tiempoAuditoriaCliente,
    limiteDias: CLIENT_DEFAULTS.limiteDias,
    tipo_auditoria_default: CLIENT_DEFAULTS.tipoAuditoriaDefault,
    modalidad: CLIENT_DEFAULTS.modalidad,
    dias: [],
    fecha_exacta: null,
    instrucciones_operador: '',
    procedimiento: null,
    auditoria_fija_mes: false,
    contrato: null,
    contrato_fecha_firma: null,
    contrato_observaciones: '',
    crearUsuario: false,
    usuario: emptyClientUser(),
    branches: [],
  };
}

/** A saved client's operator commission, with the defaults where it has none. */
const commissionOf = (client: Client) => ({
  tipoComision: client.tipoComision ?? CLIENT_DEFAULTS.tipoComision,
  comisionOperador: client.comisionOperador ?? CLIENT_DEFAULTS.comisionOperador,
  montoFijoOperador: client.montoFijoOperador ?? CLIENT_DEFAULTS.montoFijoOperador,
});

/** The form of a saved client (edit mode). Passwords are never shown: the fields start empty. */
export function clientFormFromClient(client: Client): ClientFormValues {
  return {
    nombre: client.nombre,
    empresa: client.empresa ?? '',
    email: client.email ?? '',
    cuit: client.cuit ?? client.rut ?? '',
    telefono: client.telefono ?? '',
    direccion: client.direccion ?? '',
    sitioWeb: client.sitioWeb ?? '',
    contactoPrincipal: client.contactoPrincipal ?? '',
    facturacion: client.facturacion ?? '',
    condicionesPago: client.condicionesPago,
    activo: client.activo,
    dvr_id_principal: client.dvr_id_principal ?? '',
    dvr_password_principal: '',
    tieneDvrPassword: client.tieneDvrPassword,
    borrarDvrPassword: false,
    costoAuditoria: client.costoAuditoria ?? CLIENT_DEFAULTS.costoAuditoria,
    ...commissionOf(client),
    tiempoEstimado: client.tiempoEstimado,
    tiempo_auditoria_cliente: client.tiempo_auditoria_cliente,
    limiteDias: client.limiteDias,
    tipo_auditoria_default: client.tipo_auditoria_default,
    modalidad: client.modalidad_auditoria_cliente,
    dias: client.dias_auditoria,
    fecha_exacta: client.fecha_exacta,
    instrucciones_operador: client.instrucciones_operador ?? '',
    procedimiento: client.archivo_procedimiento,
    auditoria_fija_mes: client.auditoria_fija_mes,
    contrato: client.contrato_adjunto ?? null,
    contrato_fecha_firma: client.contrato_fecha_firma,
    contrato_observaciones: client.contrato_observaciones ?? '',
    crearUsuario: false,
    usuario: emptyClientUser(),
    branches: client.branches.map(branchFormFromApi),
  };
}

const numberOr = (value: NumberValue, fallback: number) => {
  const n = toNumberOrNull(value);
  return n === null || Number.isNaN(n) ? fallback : n;
};

/** What the client form's branches inherit (its current, unsaved values). */
export function inheritanceFromForm(values: ClientFormValues): ClientInheritanceSource {
  return {
    costoAuditoria: toNumberOrNull(values.costoAuditoria),
    tipoComision: values.tipoComision,
    comisionOperador: numberOr(values.comisionOperador, 0),
    montoFijoOperador: numberOr(values.montoFijoOperador, 0),
    tiempoEstimado: hhmmToMinutes(values.tiempoEstimado) === null ? '00:00' : values.tiempoEstimado,
    tiempoAuditoriaCliente: numberOr(values.tiempo_auditoria_cliente, CLIENT_DEFAULTS.tiempoAuditoriaCliente),
    modalidad: values.modalidad,
    diasAuditoria: values.modalidad === 'por_dias' ? values.dias : [],
    fechaExacta: values.modalidad === 'fecha_exacta' ? values.fecha_exacta : null,
    instrucciones: values.instrucciones_operador.trim() || null,
    auditoriaFijaMes: values.auditoria_fija_mes,
  };
}

/** What a saved client's branches inherit. */
export function inheritanceFromClient(client: Client): ClientInheritanceSource {
  return {
    costoAuditoria: client.costoAuditoria ?? null,
    ...commissionOf(client),
    tiempoEstimado: client.tiempoEstimado,
    tiempoAuditoriaCliente: client.tiempo_auditoria_cliente,
    modalidad: client.modalidad_auditoria_cliente,
    diasAuditoria: client.dias_auditoria,
    fechaExacta: client.fecha_exacta,
    instrucciones: client.instrucciones_operador,
    auditoriaFijaMes: client.auditoria_fija_mes,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The client fields shared by create and update. */
function clientFields(values: ClientFormValues) {
  const password = dvrPasswordField(values.dvr_password_principal, values.borrarDvrPassword);
  return {
    nombre: values.nombre.trim(),
    empresa: textOrNull(values.empresa),
    email: values.email.trim(),
    cuit: textOrNull(values.cuit),
    telefono: textOrNull(values.telefono),
    direccion: textOrNull(values.direccion),
    sitioWeb: textOrNull(values.sitioWeb),
    contactoPrincipal: textOrNull(values.contactoPrincipal),
    facturacion: textOrNull(values.facturacion),
    activo: values.activo,
    condicionesPago: values.condicionesPago,
    costoAuditoria: toNumberOrNull(values.costoAuditoria) ?? CLIENT_DEFAULTS.costoAuditoria,
    tiempoEstimado: values.tiempoEstimado.trim(),
    comisionOperador: toNumberOrNull(values.comisionOperador) ?? 0,
    montoFijoOperador: toNumberOrNull(values.montoFijoOperador) ?? 0,
    tipoComision: values.tipoComision,
    limiteDias: toNumberOrNull(values.limiteDias) ?? CLIENT_DEFAULTS.limiteDias,
    auditoria_fija_mes: values.auditoria_fija_mes,
    tipo_auditoria_default: values.tipo_auditoria_default,
    tiempo_auditoria_cliente:
      toNumberOrNull(values.tiempo_auditoria_cliente) ?? CLIENT_DEFAULTS.tiempoAuditoriaCliente,
    dvr_id_principal: textOrNull(values.dvr_id_principal),
    ...('value' in password ? { dvr_password_principal: password.value } : {}),
    instrucciones_operador: textOrNull(values.instrucciones_operador),
    contratoArchivoId: values.contrato?.id ?? null,
    contrato_fecha_firma: values.contrato_fecha_firma,
    contrato_observaciones: textOrNull(values.contrato_observaciones),
    modalidad_auditoria_cliente: values.modalidad,
    dias_auditoria: values.modalidad === 'por_dias' ? weekdaysOf(values.dias) : [],
    fecha_exacta: values.modalidad === 'fecha_exacta' ? values.fecha_exacta : null,
    archivoProcedimientoId: values.procedimiento?.id ?? null,
    branches: values.branches.map(toBranchInput),
  };
}

/** POST /clients: the client, its branches and, when asked, its user. */
export function toCreateClientBody(values: ClientFormValues): CreateClientBody {
  const { contratoArchivoId, archivoProcedimientoId, ...fields } = clientFields(values);
  const user = values.usuario;
  return {
    ...fields,
    ...(contratoArchivoId !== null ? { contratoArchivoId } : {}),
    ...(archivoProcedimientoId !== null ? { archivoProcedimientoId } : {}),
    ...(values.crearUsuario
      ? {
          usuario: {
            username: user.username.trim(),
            password: user.password,
            confirmPassword: user.confirmPassword,
            role: user.role,
            ...(user.name.trim() ? { name: user.name.trim() } : {}),
            ...(user.email.trim() ? { email: user.email.trim() } : {}),
          },
        }
      : {}),
  };
}

/** PUT /clients/{id}: every field, with the whole branch list. */
export function toUpdateClientBody(values: ClientFormValues): UpdateClientBody {
  return clientFields(values);
}

export type ClientFormField =
  | keyof Omit<ClientFormValues, 'usuario' | 'branches'>
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'userEmail'
  | 'branches'
  | 'general';

export type ClientFormErrors = Partial<Record<ClientFormField, string>>;

/** The associated user's passwords differ: the submit button stays disabled (spec section 5). */
export function passwordsDiffer(values: ClientFormValues): boolean {
  return values.crearUsuario && values.usuario.password !== values.usuario.confirmPassword;
}

const SCHEMA_FIELDS: Partial<Record<string, ClientFormField>> = {
  nombre: 'nombre',
  email: 'email',
  cuit: 'cuit',
  sitioWeb: 'sitioWeb',
  costoAuditoria: 'costoAuditoria',
  tiempoEstimado: 'tiempoEstimado',
  comisionOperador: 'comisionOperador',
  montoFijoOperador: 'montoFijoOperador',
  limiteDias: 'limiteDias',
  tiempo_auditoria_cliente: 'tiempo_auditoria_cliente',
  dias_auditoria: 'dias',
  fecha_exacta: 'fecha_exacta',
  contrato_fecha_firma: 'contrato_fecha_firma',
  branches: 'branches',
};

const USER_FIELDS: Partial<Record<string, ClientFormField>> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  email: 'userEmail',
};

/** Where a server or schema problem belongs on the form ('campo' of the API's details). */
export function clientFieldOf(path: readonly PropertyKey[]): ClientFormField {
  const [first, second] = path.map(String);
  if (first === 'usuario') return USER_FIELDS[second ?? ''] ?? 'username';
  if (first === 'contratoArchivoId') return 'contrato';
  if (first === 'archivoProcedimientoId') return 'procedimiento';
  if (first === 'dvr_id_principal') return 'dvr_id_principal';
  return SCHEMA_FIELDS[first ?? ''] ?? 'general';
}

/**
 * The first problem of the client form, checked in the spec's order (section 5: name and email, the signed
 * contract and its date, the DVR when there are no branches, the user's name and password and that the
 * passwords match, the modality), then the API contract's own rules.
 */
export function validateClientForm(
  values: ClientFormValues,
  mode: 'create' | 'edit',
): FormProblem<ClientFormField> | null {
  if (values.nombre.trim() === '' || values.email.trim() === '') {
    return {
      field: values.nombre.trim() === '' ? 'nombre' : 'email',
      message: 'Nombre y email son obligatorios',
    };
  }
  if (!values.contrato) {
    return { field: 'contrato', message: 'El contrato es obligatorio. Debe adjuntar el archivo firmado.' };
  }
  if (!values.contrato_fecha_firma) {
    return { field: 'contrato_fecha_firma', message: 'La fecha de firma del contrato es obligatoria' };
  }
  if (values.branches.length === 0 && values.dvr_id_principal.trim() === '') {
    return {
      field: 'dvr_id_principal',
      message: 'El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales',
    };
  }
  if (mode === 'create' && values.crearUsuario) {
    if (values.usuario.username.trim() === '' || values.usuario.password === '') {
      return {
        field: values.usuario.username.trim() === '' ? 'username' : 'password',
        message: 'Username y password son obligatorios para crear usuario',
      };
    }
    if (values.usuario.password !== values.usuario.confirmPassword) {
      return { field: 'confirmPassword', message: 'Las contraseñas no coinciden' };
    }
  }
  const modality = normaliseModality(values.modalidad, values.dias, values.fecha_exacta);
  if ('problema' in modality) {
    return { field: values.modalidad === 'por_dias' ? 'dias' : 'fecha_exacta', message: modality.problema };
  }
  for (const branch of values.branches) {
    const problem = validateBranchForm(branch);
    if (problem)
      return {
        field: 'branches',
        message: `Sucursal «${branch.nombre || 'sin nombre'}»: ${problem.message}`,
      };
  }
  const body = mode === 'create' ? toCreateClientBody(values) : toUpdateClientBody(values);
  const parsed = createClientRequestSchema.safeParse({ ...body, contratoArchivoId: values.contrato.id });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      field: clientFieldOf(issue?.path ?? []),
      message: issue?.message ?? 'Revisá los datos del cliente',
    };
  }
  return null;
}
