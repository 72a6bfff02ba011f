import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from './errors';

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
  for await (const part of request.parts({ limits: { files: maxFiles } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.filename) files.push({ fileName: part.filename, content });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  // Empty form fields mean "not given", except the text fields an edit may clear.
  for (const [k, v] of Object.entries(fields))
    if (v === '' && !options.keepEmpty?.includes(k)) delete fields[k];
  return { fields, files };
}
