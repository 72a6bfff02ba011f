import type { Viewer } from '@auditorias/domain/auth/access';
import type { TenantScope } from '@auditorias/domain/auth/tenant-scope';
import type { UserRecord } from '../modules/users/users.repo';

/**
 * Who is calling and from where: the types every service and route reads, kept here rather than in the auth
 * module so that a module using them does not import the auth service (and, through it, the modules it uses).
 */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** Who is calling: resolved once per request by the auth plugin. */
export interface AuthContext {
  user: UserRecord;
  sessionId: number;
  scope: TenantScope;
  /** The admin viewing the product as `user`, when the session is an impersonation. */
  impersonatorId: number | null;
  /** What every visibility rule reads (domain `Viewer`): the user, its tenant scope and operator access. */
  viewer: Viewer;
  /** The caller's IP (set per request by the auth plugin), for the audit trail. */
  ip?: string | null;
}
