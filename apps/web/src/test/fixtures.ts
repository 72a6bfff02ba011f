import type { Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { Message } from '@auditorias/domain/schemas/messages';

const NAMES: Record<Role, string> = {
  admin: 'Ana Administradora',
  supervisor: 'Sergio Supervisor',
  operador: 'Olga Operadora',
  contable: 'Carlos Contable',
  cliente: 'Clara Cliente',
  auditor: 'Aldo Auditor',
};

/** A user as GET /auth/me answers it. */
export function makeUser(role: Role, overrides: Partial<PublicUser> = {}): PublicUser {
  const isClient = role === 'cliente' || role === 'auditor';
  return {
    id: 7,
    name: NAMES[role],
    email: `${role}@example.com`,
    username: role,
    role,
    isActive: true,
    lastLogin: '2026-11-20T13:00:00.000Z',
    createdAt: '2026-01-10T12:00:00.000Z',
    clienteId: isClient ? 3 : null,
    permissions: {
      audit_view: true,
      audit_correct: role === 'admin' || role === 'supervisor',
      audit_create: role !== 'contable',
      finance_view: role === 'admin' || role === 'contable',
      finance_manage: role === 'admin',
      puedeVerSueldo: role === 'admin' || role === 'contable',
      user_view: role === 'admin' || role === 'supervisor',
      user_manage: role === 'admin',
      client_view: role !== 'operador',
      client_manage: role === 'admin',
      esAdministradorGrupo: false,
      nombreGrupo: null,
      clientesAdministrados: [],
      ...overrides.permissions,
    },
    ...overrides,
  } as PublicUser;
}

/** The body of GET /auth/me for a user. */
export function meResponse(user: PublicUser, impersonator: { id: number; name: string } | null = null) {
  return { success: true, user, impersonator };
}

/** A message as the messages endpoints answer it: unread, from the supervisor (2) to the operator (5). */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    fromUserId: 2,
    toUserId: 5,
    contenido: 'Hola',
    tipo: 'mensaje',
    prioridad: 'normal',
    leido: false,
    createdAt: '2026-11-20T13:00:00.000Z',
    sender: { name: 'Sergio Supervisor' },
    ...overrides,
  };
}
