import { errorResponseSchema, errorResponses } from '@auditorias/domain/schemas/common';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import { type RoutePermission, requireAuth } from '../plugins/auth';
import type { AuthContext } from './auth-context';
import { type Attachment, type DownloadFile, sendDownload } from './export-files';
import { keyWithBody } from './idempotency-key';

/**
 * One way to declare the common API routes (a signed-in caller, zod contracts, a JSON answer or a file), so that
 * each routes file states only what differs: its path, permission, docs, contracts and the call to its service.
 * Routes of another shape (public, multipart with their own answers, HTML, a report's own headers) use Fastify
 * directly.
 */

/** The instance a `FastifyPluginAsyncZod` plugin receives. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The route's config as Fastify keeps it: the permission it needs (never 'public' here: the handler is given the
 * signed-in caller) and whatever else the route declares (`activity`, `poll`, `sharedFor`).
 */
export type RouteConfig = FastifyContextConfig & { permission: Exclude<RoutePermission, 'public'> };

type Contract = ZodType | undefined;

/** The request as the zod type provider types it for these contracts (validated `params`, `query`, `body`). */
export type RouteRequest<P extends Contract, Q extends Contract, B extends Contract> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  { params: P; querystring: Q; body: B },
  ZodTypeProvider
>;

/** What every declared route states: permission and config, OpenAPI tags and summary, and what it accepts. */
interface RouteDeclaration<P extends Contract, Q extends Contract, B extends Contract> {
  config: RouteConfig;
  tags: string[];
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
}

export interface JsonRouteDeclaration<
  P extends Contract,
  Q extends Contract,
  B extends Contract,
  R extends ZodType,
> extends RouteDeclaration<P, Q, B> {
  /** The success answer; the refusals every call may give (`errorResponses`) are declared with it. */
  response: R;
  /** The success status: 200, or 201 for a creation. */
  status?: 200 | 201;
  /** Refusals beyond `errorResponses` (e.g. 413 for a large upload), answered as `errorResponseSchema`. */
  refusals?: readonly number[];
  bodyLimit?: number;
  onRequest?: (request: FastifyRequest) => Promise<void>;
  handler: (auth: AuthContext, request: RouteRequest<P, Q, B>) => Promise<NoInfer<z.output<R>>>;
}

export interface DownloadRouteDeclaration<P extends Contract, Q extends Contract>
  extends RouteDeclaration<P, Q, undefined> {
  /** The file to send as an attachment, generated or stored (`sendDownload`: never cached). */
  handler: (auth: AuthContext, request: RouteRequest<P, Q, undefined>) => Promise<DownloadFile | Attachment>;
}

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a route is served: one path, or the paths of one operation the spec names more than once (the Spanish
 * path first, then its alias, e.g. `['/finanzas/procesar-cobro', '/audit-finance/process-payment']`). Each path is
 * a route of its own, declared alike: same permission and activity entry, same contracts, and each documented in
 * /api/docs.
 */
export type RoutePaths = string | readonly [string, ...string[]];

const pathsOf = (paths: RoutePaths): readonly string[] => (typeof paths === 'string' ? [paths] : paths);

/** The OpenAPI docs and zod contracts of a declaration, with only the contracts it states. */
function schemaOf(route: RouteDeclaration<Contract, Contract, Contract>, response: Record<number, ZodType>) {
  return {
    tags: route.tags,
    summary: route.summary,
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    response,
  };
}

/**
 * A route answering JSON: `handler` gets the signed-in caller and the validated request and answers the success
 * body (serialized by `response`); refusals are thrown (`lib/errors`) and answered by the error handler.
 */
export function jsonRoute<
  P extends Contract = undefined,
  Q extends Contract = undefined,
  B extends Contract = undefined,
  R extends ZodType = ZodType,
>(app: ZodApp, method: RouteMethod, paths: RoutePaths, route: JsonRouteDeclaration<P, Q, B, R>): void {
  const status = route.status ?? 200;
  const refusals = Object.fromEntries((route.refusals ?? []).map((code) => [code, errorResponseSchema]));
  for (const url of pathsOf(paths)) {
    app.route({
      method,
      url,
      config: route.config,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      ...(route.onRequest ? { onRequest: route.onRequest } : {}),
      schema: schemaOf(route, { [status]: route.response, ...errorResponses, ...refusals }),
      handler: async (request, reply) => {
        const answer = await route.handler(requireAuth(request), request as RouteRequest<P, Q, B>);
        if (status !== 200) reply.code(status);
        return answer;
      },
    });
  }
}

/**
 * A GET answering a file as an attachment: a generated one (an export: CSV, XLSX or PDF) or a stored one
 * (`storedAttachment`); only its refusals are JSON.
 */
export function downloadRoute<P extends Contract = undefined, Q extends Contract = undefined>(
  app: ZodApp,
  url: string,
  route: DownloadRouteDeclaration<P, Q>,
): void {
  app.get(
    url,
    { config: route.config, schema: schemaOf(route, { ...errorResponses }) },
    async (request, reply) =>
      sendDownload(
        reply,
        await route.handler(requireAuth(request), request as RouteRequest<P, Q, undefined>),
      ),
  );
}

/** The `Idempotency-Key` header of a money write, when sent. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  // With the hash of the body, so that the key sent again with another body is refused (`idempotency.ts`).
  return key === undefined ? undefined : keyWithBody(key, request.body);
}

/** A successful JSON answer: `{ success: true, ...data }`. */
export function ok<T extends object>(data: T): { success: true } & T {
  return { success: true, ...data };
}
