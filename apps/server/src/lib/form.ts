import { MSG } from '@auditorias/domain/messages';
import { dropInvisibleEdges } from '@auditorias/domain/text';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from './errors';

/** The refusal of a text with a NUL character, which PostgreSQL text and jsonb cannot hold. */
export const forbiddenCharacters = () => new AppError(400, 'INVALID_CHARACTERS', MSG.forbiddenCharacters);

/** Whether a parsed request value (any depth of objects and arrays, keys included) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  // A loop, not recursion: a deeply nested JSON body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * preValidation hook of every route: a NUL character in any string of the JSON body, the query or the path is
 * refused with a Spanish 400 before validation, so no handler or query ever sees it. Multipart fields are
 * checked by `readForm`.
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw forbiddenCharacters();
  }
}

/**
 * Drops the invisible characters (zero-width spaces and joiners, BOM, bidi marks...: `dropInvisibleEdges`) at
 * the ends of every string of a parsed request value, in place, spaces kept: invisible text then never passes a
 * required-text or minimum-length rule, whatever schema or service reads it (docs/decisions.md, "Money inputs").
 */
export function dropInvisibleText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const v = pending.pop();
    if (ArrayBuffer.isView(v)) continue; // a raw body (file upload): not text
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item = v[i];
        if (typeof item === 'string') v[i] = dropInvisibleEdges(item);
        else if (item !== null && typeof item === 'object') pending.push(item);
      }
    } else if (v !== null && typeof v === 'object') {
      const record = v as Record<string, unknown>;
      for (const [k, inner] of Object.entries(record)) {
        if (typeof inner === 'string') record[k] = dropInvisibleEdges(inner);
        else if (inner !== null && typeof inner === 'object') pending.push(inner);
      }
    }
  }
}

/** preValidation hook of every route: `dropInvisibleText` on the JSON body and the query. */
export async function dropInvisibleRequestText(request: FastifyRequest) {
  dropInvisibleText(request.body);
  dropInvisibleText(request.query);
}

/**
 * The Spanish 400 for a multipart body busboy or @fastify/multipart could not read (no boundary, cut short,
 * closed early), or null when the error is something else.
 */
export function malformedMultipart(err: unknown): AppError | null {
  if (!(err instanceof Error)) return null;
  const code = (err as { code?: unknown }).code;
  const known =
    code === 'FST_MP_PREMATURE_CLOSE' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_INVALID_JSON_FIELD_ERROR' ||
    /^Multipart: Boundary not found$|^Boundary required$|unexpected end of (multipart data|form)/i.test(
      err.message,
    );
  return known ? new AppError(400, 'MALFORMED_MULTIPART', MSG.malformedMultipart) : null;
}

/** Validates data with a schema outside Fastify's own validation (multipart forms), answering Spanish 400s. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({
    campo: i.path.join('.') || '(cuerpo)',
    mensaje: i.message,
  }));
  throw badRequest(details[0]?.mensaje ?? 'Datos inválidos', details);
}

export interface ParsedForm {
  fields: Record<string, string>;
  files: Array<{ fileName: string; content: Buffer }>;
}

/** Reads a multipart form (fields and up to `maxFiles` files), or a JSON body when the request is not multipart. */
export async function readForm(
  request: FastifyRequest,
  options: { maxFiles?: number; keepEmpty?: readonly string[] } = {},
): Promise<ParsedForm> {
  const maxFiles = options.maxFiles ?? 10;
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { fields: body as Record<string, string>, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: ParsedForm['files'] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.filename) files.push({ fileName: part.filename, content });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw malformedMultipart(err) ?? err;
  }
  if (containsNul(fields) || files.some((f) => f.fileName.includes('\u0000'))) throw forbiddenCharacters();
  dropInvisibleText(fields);
  // Empty form fields mean "not given", except the text fields an edit may clear.
  for (const [k, v] of Object.entries(fields))
    if (v === '' && !options.keepEmpty?.includes(k)) delete fields[k];
  return { fields, files };
}
