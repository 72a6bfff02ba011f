import { isClientRole, type Role } from '@auditorias/domain/auth/roles';
import { CURRENT_PASSWORD_MISSING, clientLinkProblem } from '@auditorias/domain/auth/user-rules';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import {
  type CreateUserRequest,
  createUserRequestSchema,
  type UpdateUserRequest,
  updateUserRequestSchema,
} from '@auditorias/domain/schemas/users';
import type { z } from 'zod';
import type { ClientContactUpdate, ClientDetail } from '../clients/public';

/** What the user form holds (every field as typed). */
export interface UserFormValues {
  name: string;
  email: string;
  /** Optional: when empty the user signs in with the email. */
  username: string;
  password: string;
  /** Editing only: the password is sent only when this is ticked and the password is not empty. */
  changePassword: boolean;
  /** Editing one's own password only: the current password, which the server checks. */
  currentPassword: string;
  role: Role;
  /** The client company of a cliente or auditor user, as the select's value. */
  clienteId: string | null;
  /** Editing a client-role user: the linked client record's name, phone and address. */
  companyName: string;
  companyPhone: string;
  companyAddress: string;
}

export type UserFormField =
  | 'name'
  | 'email'
  | 'username'
  | 'password'
  | 'passwordActual'
  | 'role'
  | 'clienteId'
  | 'companyName';
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export type FormResult<T> = { ok: true; body: T } | { ok: false; errors: UserFormErrors };

export const COMPANY_NAME_REQUIRED = 'El nombre de la empresa es obligatorio';

export function emptyUserForm(): UserFormValues {
  return {
    name: '',
    email: '',
    username: '',
    password: '',
    changePassword: false,
    currentPassword: '',
    role: 'operador',
    clienteId: null,
    companyName: '',
    companyPhone: '',
    companyAddress: '',
  };
}

export function userFormFromUser(user: PublicUser): UserFormValues {
  return {
    ...emptyUserForm(),
    name: user.name,
    email: user.email,
    username: user.username ?? '',
    role: user.role,
    clienteId: user.clienteId ? String(user.clienteId) : null,
  };
}

/** The company chosen in the form, as an id; null when none. */
export function selectedClientId(values: UserFormValues): number | null {
  const id = values.clienteId ? Number(values.clienteId) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

const FIELD_BY_PATH: Record<string, UserFormField> = {
  name: 'name',
  email: 'email',
  username: 'username',
  password: 'password',
  passwordActual: 'passwordActual',
  role: 'role',
  clienteId: 'clienteId',
};

/** Field errors the server sent in `details` ([{campo, mensaje}]), for the fields of this form. */
export function serverFieldErrors(body: unknown): UserFormErrors {
  const errors: UserFormErrors = {};
  const details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : null;
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { campo, mensaje } = detail as { campo?: unknown; mensaje?: unknown };
    const field = typeof campo === 'string' ? FIELD_BY_PATH[campo] : undefined;
    if (field && typeof mensaje === 'string' && !errors[field]) errors[field] = mensaje;
  }
  return errors;
}

/** The first message of each field, from the domain's schema (spec section 5 texts). */
function fieldErrors(error: z.ZodError): UserFormErrors {
  const errors: UserFormErrors = {};
  for (const issue of error.issues) {
    const field = FIELD_BY_PATH[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function withClientLink(errors: UserFormErrors, values: UserFormValues): UserFormErrors {
  const problem = clientLinkProblem(values.role, selectedClientId(values));
  return problem && !errors.clienteId ? { ...errors, clienteId: problem } : errors;
}

/**
 * The body of POST /users, or the field errors: name, email and password are required (the password with at least
 * 6 characters); the username is optional; a cliente or auditor needs its company.
 */
export function buildCreateUser(values: UserFormValues): FormResult<CreateUserRequest> {
  const clienteId = isClientRole(values.role) ? selectedClientId(values) : null;
  const parsed = createUserRequestSchema.safeParse({
    name: values.name,
    email: values.email,
    password: values.password,
    role: values.role,
    ...(values.username.trim() !== '' ? { username: values.username } : {}),
    ...(clienteId ? { clienteId } : {}),
  });
  const errors = withClientLink(parsed.success ? {} : fieldErrors(parsed.error), values);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** Whether editing will send a new password: only when 'Cambiar contraseña' is ticked and one was typed. */
export function sendsPassword(values: UserFormValues): boolean {
  return values.changePassword && values.password !== '';
}

/**
 * The body of PUT /users/{id}, or the field errors. The username is always sent ('' removes it); the password only
 * when 'Cambiar contraseña' is ticked and not empty, with the current password when it is one's own (`ownUser`);
 * the role and the company only when they changed.
 */
export function buildUpdateUser(
  values: UserFormValues,
  original: PublicUser,
  ownUser = false,
): FormResult<UpdateUserRequest> {
  const withCurrent = ownUser && sendsPassword(values);
  const roleChanged = values.role !== original.role;
  const clienteId = isClientRole(values.role) ? selectedClientId(values) : null;
  const clientChanged = isClientRole(values.role) && (roleChanged || clienteId !== original.clienteId);
  const parsed = updateUserRequestSchema.safeParse({
    name: values.name,
    email: values.email,
    username: values.username,
    ...(sendsPassword(values) ? { password: values.password } : {}),
    ...(withCurrent ? { passwordActual: values.currentPassword } : {}),
    ...(roleChanged ? { role: values.role } : {}),
    ...(clientChanged && clienteId ? { clienteId } : {}),
  });
  let errors = withClientLink(parsed.success ? {} : fieldErrors(parsed.error), values);
  if (withCurrent && values.currentPassword === '' && !errors.passwordActual) {
    errors = { ...errors, passwordActual: CURRENT_PASSWORD_MISSING };
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** The company fields start from the linked client record. */
export function companyFieldsFrom(
  client: ClientDetail,
): Pick<UserFormValues, 'companyName' | 'companyPhone' | 'companyAddress'> {
  return {
    companyName: client.nombre,
    companyPhone: client.telefono ?? '',
    companyAddress: client.direccion ?? '',
  };
}

/**
 * What changed in the company fields of a client-role user (PUT /clients/{id}); null when nothing did. The company
 * name cannot be emptied.
 */
export function buildCompanyUpdate(
  values: UserFormValues,
  client: ClientDetail,
): FormResult<ClientContactUpdate | null> {
  const nombre = values.companyName.trim();
  if (nombre === '') return { ok: false, errors: { companyName: COMPANY_NAME_REQUIRED } };
  const body: ClientContactUpdate = {};
  if (nombre !== client.nombre) body.nombre = nombre;
  if (values.companyPhone.trim() !== (client.telefono ?? '')) body.telefono = values.companyPhone.trim();
  if (values.companyAddress.trim() !== (client.direccion ?? ''))
    body.direccion = values.companyAddress.trim();
  return { ok: true, body: Object.keys(body).length > 0 ? body : null };
}

/** The company options of a select: the clients loaded, then any chosen one not among them ('Cliente #7'). */
export function clientOptions(
  clients: readonly { id: number; nombre: string }[] | undefined,
  chosen: readonly string[],
): { value: string; label: string }[] {
  const options = (clients ?? []).map((c) => ({ value: String(c.id), label: c.nombre }));
  for (const id of chosen) {
    if (!options.some((option) => option.value === id)) options.push({ value: id, label: `Cliente #${id}` });
  }
  return options;
}
