import type { Action } from '@auditorias/domain/auth/permissions';
import { can } from '@auditorias/domain/auth/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from '../lib/auth-context';
import { forbidden } from '../lib/errors';
import type { AuthService } from '../modules/auth/auth.service';

/**
 * What a route needs: 'public' (no sign-in), 'authenticated' (any signed-in user; the service applies
 * finer rules such as "own data"), or a permission/capability checked by `can()`.
 */
export type RoutePermission = 'public' | 'authenticated' | Action;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in caller; only for routes that declare a permission other than 'public'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('route without authentication used requireAuth');
  return request.auth;
}

/**
 * Resolves the caller from the bearer token on every /api request and enforces the route's declared
 * permission. A route that declares none is refused (and a test lists every route to catch it).
 */
export interface AuthPluginOptions {
  auth: AuthService;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const routeConfig = request.routeOptions.config as { permission?: RoutePermission } | undefined;
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    const permission = routeConfig?.permission;
    if (permission === 'public') return;
    request.auth = { ...(await opts.auth.authenticate(bearerToken(request))), ip: request.ip };
    if (permission === 'authenticated') return;
    if (!permission || !can(request.auth.user, permission)) throw forbidden();
  });
});
