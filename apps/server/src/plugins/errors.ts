import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PERIOD_MSG } from '@auditorias/domain/finance/periods';
import { MSG } from '@auditorias/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldProblem } from '../lib/errors';
import { forbiddenCharacters, malformedMultipart } from '../lib/form';

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: { details?: FieldProblem[]; forceLogout?: boolean } = {},
) {
  return reply.code(status).send({ success: false, error: message, message, code, ...extra });
}

function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const keys = params?.keys;
  if (Array.isArray(keys) && keys.length > 0) return [fromPath, keys.join(', ')].filter(Boolean).join('.');
  return fromPath || '(cuerpo)';
}

/** The SQLSTATE of a database error, also when a query builder wrapped it. */
function postgresCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

type Answer = [status: number, code: string, message: string];

/** Fastify's own errors (body parsing, multipart limits), by their code. */
const FASTIFY_ERRORS = new Map<string | undefined, Answer>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', [413, 'PAYLOAD_TOO_LARGE', MSG.bodyTooLarge]],
  ['FST_REQ_FILE_TOO_LARGE', [413, 'PAYLOAD_TOO_LARGE', MSG.fileTooLarge]],
  ['FST_FILES_LIMIT', [400, 'TOO_MANY_PARTS', MSG.tooManyFiles]],
  ['FST_PARTS_LIMIT', [400, 'TOO_MANY_PARTS', MSG.tooManyFiles]],
  ['FST_FIELDS_LIMIT', [400, 'TOO_MANY_PARTS', MSG.tooManyFiles]],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', [400, 'NOT_MULTIPART', MSG.notMultipart]],
  ['FST_MULTIPART_INVALID_CONTENT_TYPE', [400, 'NOT_MULTIPART', MSG.notMultipart]],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', [415, 'UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType]],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', [400, 'MALFORMED_JSON', MSG.malformedJson]],
  ['FST_ERR_CTP_INVALID_JSON_BODY', [400, 'MALFORMED_JSON', MSG.malformedJson]],
]);

const BAD_TEXT = 'texto con caracteres no permitidos llegó a la base de datos';
/**
 * Database errors by SQLSTATE, with the warning logged for the safety nets behind the validation (a NUL the text or
 * jsonb column cannot hold, a number out of its range).
 */
const DATABASE_ERRORS = new Map<string | undefined, [...Answer, warning?: string]>([
  ['23505', [409, 'CONFLICT', MSG.conflict]],
  ['23503', [409, 'CONFLICT', MSG.conflict]],
  ['AU001', [409, 'PERIOD_CLOSED', PERIOD_MSG.cerradoGenerico]],
  ['22021', [400, 'INVALID_CHARACTERS', MSG.forbiddenCharacters, BAD_TEXT]],
  ['22P05', [400, 'INVALID_CHARACTERS', MSG.forbiddenCharacters, BAD_TEXT]],
  [
    '22003',
    [400, 'VALUE_OUT_OF_RANGE', MSG.numberOutOfRange, 'número fuera de rango llegó a la base de datos'],
  ],
]);

/**
 * A `\uD800`–`\uDFFF` escape in JSON text: the only way a lone surrogate reaches a parsed body (UTF-8 bytes cannot
 * encode one; Node decodes such bytes as U+FFFD), so bodies without it are not walked.
 */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a parsed JSON value (keys included, any depth) holds a string with a lone surrogate. */
export function containsLoneSurrogate(value: unknown): boolean {
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (LONE_SURROGATE.test(k)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Fastify's JSON parser (same limits, same prototype-poisoning refusals), and a lone surrogate (`"a\\ud800b"`:
 * valid JSON, no Unicode character) refused with the Spanish 400 of forbidden characters on every route, before
 * any hook or handler: PostgreSQL's jsonb refuses it (a write that stored the body or logged it answered 500) and a
 * text column would silently get U+FFFD instead.
 */
function strictJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    parse(request, body, (err, parsed) => {
      if (err) return done(err, undefined);
      if (SURROGATE_ESCAPE.test(body) && containsLoneSurrogate(parsed)) {
        return done(forbiddenCharacters(), undefined);
      }
      done(null, parsed);
    });
  });
}

/** How long a refused body is still read (and discarded) after its 413 before the connection is cut. */
export const DRAIN_AFTER_413_MS = 5_000;

/**
 * The 413 of a body over the limit is sent before the body has arrived, with `Connection: close`. Node then closes
 * the socket as soon as the answer is written, with the client still sending: the kernel answers the unread data
 * with a reset, and a client that writes its whole body before reading (most do) gets EPIPE/ECONNRESET and loses
 * the 413 waiting in its receive buffer. RFC 9112 §9.6: half-close and read what is still coming. So this socket's
 * close (`destroySoon`, what Node calls after a `Connection: close` answer) sends the end of the answer (FIN), keeps
 * reading (the HTTP parser discards the rest of the body), and closes when the client has ended its side or after
 * DRAIN_AFTER_413_MS at most. A shutdown's `closeAllConnections` still cuts it at once.
 */
function closeAfterDraining(socket: Socket | null | undefined) {
  if (!socket || socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), DRAIN_AFTER_413_MS);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}

/**
 * The one error handler: every failure answers `{ success: false, error, message, code }` with its status,
 * in Spanish, and never a stack trace or SQL text.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  strictJsonParser(app);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      for (const [name, value] of Object.entries(err.extra.headers ?? {})) reply.header(name, value);
      return send(reply, err.statusCode, err.code, err.message, {
        ...(err.extra.details ? { details: err.extra.details } : {}),
        ...(err.extra.forceLogout ? { forceLogout: true } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        campo: fieldName(v.instancePath, v.params as Record<string, unknown>),
        mensaje: v.message ?? MSG.validation,
      }));
      const summary = details.map((d) => `${d.campo}: ${d.mensaje}`).join('; ');
      return send(reply, 400, 'VALIDATION_ERROR', `${MSG.validation}: ${summary}`, { details });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'la respuesta no cumple su esquema');
      return send(reply, 500, 'INTERNAL_ERROR', MSG.internal);
    }
    const known = FASTIFY_ERRORS.get(err.code);
    if (known?.[0] === 413) closeAfterDraining(request.raw.socket);
    if (known) return send(reply, ...known);
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return send(reply, 400, 'MALFORMED_JSON', MSG.malformedJson);
    }
    const multipartProblem = malformedMultipart(err);
    if (multipartProblem) {
      request.log.info({ err }, 'formulario multipart mal formado');
      return send(reply, 400, multipartProblem.code, multipartProblem.message);
    }
    const pgCode = postgresCode(err);
    const database = DATABASE_ERRORS.get(pgCode);
    if (database) {
      const [status, code, message, warning] = database;
      if (warning) request.log.warn({ err }, warning);
      return send(reply, status, code, message);
    }
    if (err.statusCode === 429) return send(reply, 429, 'TOO_MANY_REQUESTS', MSG.tooManyRequests);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err }, 'solicitud rechazada');
      return send(reply, err.statusCode, 'BAD_REQUEST', MSG.validation);
    }
    request.log.error({ err }, 'error no controlado');
    return send(reply, 500, 'INTERNAL_ERROR', MSG.internal);
  });
});

/**
 * The headers helmet gives every answer (app.ts), for the answers given before there is a route, where no hook
 * runs: a JSON error needs no resource, so its policy allows none.
 */
const ROUTER_REFUSAL_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Fastify's `frameworkErrors`: a path that cannot be decoded (`%ED%A0%80`, a lone surrogate) or a path
 * parameter longer than the router allows is refused before there is a route, so neither the error handler
 * nor the hooks run. It answers the one Spanish JSON shape too, with the security headers and private.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err }, 'dirección de la solicitud rechazada por el enrutador');
  const [status, code, message] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'URI_TOO_LONG', MSG.headersTooLarge]
      : [400, 'MALFORMED_REQUEST', MSG.malformedRequest];
  return reply
    .code(status)
    .headers(ROUTER_REFUSAL_HEADERS)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, error: message, message, code }));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a URL or headers
 * too long, a broken request line, a request that never arrives) also answers the one Spanish JSON shape,
 * written raw on the socket as Fastify's default handler does.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, string, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', MSG.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', MSG.requestTimeout]
        : [400, 'MALFORMED_REQUEST', MSG.malformedRequest];
  this.log.debug({ err }, 'solicitud rechazada por el analizador HTTP');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, error: message, message, code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
