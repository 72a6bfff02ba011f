import type { ActivityAction, ActivityTargetType } from '@auditorias/domain/schemas/activity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { recordActivity } from './activity.repo';

/** What a route hands to the functions of its activity declaration. */
export interface ActivityInput {
  params: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The JSON answer (parsed on demand), e.g. for the id of what a creation made. */
  response: () => Record<string, unknown> | undefined;
}

/**
 * A sensitive action a route performs, recorded once it answered 2xx (docs/decisions.md "Registro de actividad").
 * `target` is the kind of object; its id is `targetId(input)` or, by default, the route's `:id`. `details` are
 * the facts worth keeping; by default the request body without secrets (see `safeDetails`).
 */
export interface ActivitySpec {
  /** The action, or a function of the request when one route does two (e.g. collect or revert). */
  action: ActivityAction | ((input: ActivityInput) => ActivityAction);
  target?: ActivityTargetType;
  targetId?: (input: ActivityInput) => unknown;
  details?: (input: ActivityInput) => Record<string, unknown> | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The audit trail of the route: a declaration recorded centrally after a successful answer, or 'service' when
     * the service records it itself inside the transaction of the action.
     */
    activity?: ActivitySpec | 'service';
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Keys never copied into the trail (passwords, tokens, DVR secrets, keys). */
const SECRET_KEY = /pass|contrase|secret|token|clave|dvr|key/i;
const MAX_DETAILS_CHARS = 4000;

function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !SECRET_KEY.test(k))
        .map(([k, v]) => [k, redact(v, depth + 1)]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}

/** A JSON body as details: secrets left out, at most a few kilobytes (else only the names of its fields). */
export function safeDetails(body: unknown): Record<string, unknown> | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return undefined;
  const clean = redact(body) as Record<string, unknown>;
  if (Object.keys(clean).length === 0) return undefined;
  if (JSON.stringify(clean).length <= MAX_DETAILS_CHARS) return clean;
  return { campos: Object.keys(clean) };
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v)
    ? (v as Record<string, unknown>)
    : {};

const idOf = (v: unknown): string | null =>
  typeof v === 'number' || (typeof v === 'string' && v !== '') ? String(v) : null;

/** The route's params and the body without secrets, for writes made while impersonating. */
function writeDetails(request: FastifyRequest): Record<string, unknown> | undefined {
  const params = asRecord(request.params);
  const body = safeDetails(request.body);
  const route = request.routeOptions.url;
  const details = {
    ...(route ? { ruta: route } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
    ...(body ? { cuerpo: body } : {}),
  };
  return Object.keys(details).length > 0 ? details : undefined;
}

/**
 * The one place where routes' sensitive actions and every write made while impersonating are recorded (an onSend
 * hook, so the record exists by the time the caller has its answer). An impersonated write on a route that
 * declares an action is recorded once, as that action, with the admin as impersonator.
 */
export const activityPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth || !request.url.startsWith('/api/')) return payload;
    const spec = request.routeOptions.config?.activity;
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    // The service recorded a successful action itself (a refused one while impersonating is recorded below).
    if (spec === 'service' && succeeded) return payload;
    const isWrite = !READ_METHODS.has(request.method);
    const declared = spec && spec !== 'service' && succeeded ? spec : null;
    if (!declared && !(auth.impersonatorId && isWrite)) return payload;

    const params = asRecord(request.params);
    const base = {
      userId: auth.user.id,
      impersonatorId: auth.impersonatorId,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      statusCode: reply.statusCode,
      ipAddress: request.ip,
    };
    try {
      if (declared) {
        const input: ActivityInput = {
          params,
          body: asRecord(request.body),
          response: () => {
            try {
              return typeof payload === 'string' ? asRecord(JSON.parse(payload)) : undefined;
            } catch {
              return undefined;
            }
          },
        };
        const details = declared.details ? declared.details(input) : safeDetails(request.body);
        await recordActivity(opts.db, {
          ...base,
          action: typeof declared.action === 'function' ? declared.action(input) : declared.action,
          targetType: declared.target ?? null,
          targetId: idOf(declared.targetId ? declared.targetId(input) : params.id),
          ...(details ? { details } : {}),
        });
      } else {
        const details = writeDetails(request);
        await recordActivity(opts.db, {
          ...base,
          action: 'escritura_impersonada',
          ...(details ? { details } : {}),
        });
      }
    } catch (err) {
      request.log.error({ err }, 'no se pudo registrar la actividad');
    }
    return payload;
  });
});

/** The target id from a route param or, failing that, from the first body field of `names` that is set. */
export const idFrom =
  (...names: string[]) =>
  ({ params, body }: ActivityInput): unknown => {
    for (const name of names) {
      const value = params[name] ?? body[name];
      if (value !== undefined && value !== null) return value;
    }
    return undefined;
  };

/** The route params and the body without secrets, as details. */
export const paramsAndBody = ({ params, body }: ActivityInput): Record<string, unknown> | undefined => {
  const details = { ...params, ...(safeDetails(body) ?? {}) };
  return Object.keys(details).length > 0 ? details : undefined;
};

/** The id of an object the answer carries, e.g. `fromResponse('gasto', 'id')`. */
export const fromResponse =
  (...path: string[]) =>
  ({ response }: ActivityInput): unknown => {
    let value: unknown = response();
    for (const key of path)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  };

/** What a route declares for the trail, for the route inventory: the action code (or '*' when it depends on the call). */
export function activityOfRoute(spec: ActivitySpec | 'service' | undefined): string | undefined {
  if (!spec || spec === 'service') return spec;
  return typeof spec.action === 'function' ? '*' : spec.action;
}
