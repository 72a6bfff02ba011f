import { z } from 'zod';
import { amountMessage } from '../finance/rules';
import { MSG } from '../messages';
import { type PesosRule, pesosProblem } from '../money';
import { trimText } from '../text';

/** Every failure answers this shape (ARCHITECTURE.md: how a request travels). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ campo: z.string(), mensaje: z.string() })).optional(),
  forceLogout: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The largest id a table holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/**
 * The one id of every request (path params, JSON bodies, multipart forms): an integer 1..MAX_ID, so that an id
 * out of range is a Spanish 400 and never reaches the database. `coerce` for text (paths, queries, forms);
 * `required` is the message for a missing or non-positive id where a form has its own.
 */
export function idSchema(options: { coerce?: boolean; required?: string } = {}) {
  const required = options.required ?? MSG.invalidId;
  const base = options.coerce ? z.coerce.number({ error: required }) : z.number({ error: required });
  return base.int(MSG.invalidId).min(1, required).max(MAX_ID, MSG.invalidId);
}
/** An id in a path, query or form field (text). */
export const idFromText = idSchema({ coerce: true });
/** An id in a JSON body. */
export const idNumber = idSchema();

/** The month (1–12) of a period, in a query or a body (text or number). */
export const monthNumber = z.coerce.number().int().min(1).max(12);
/** The year of a period, in a query or a body (text or number). */
export const yearNumber = z.coerce.number().int().min(2000).max(9999);
/** The month and year of a period, both required. */
export const periodShape = { mes: monthNumber, anio: yearNumber };
/** `?mes&anio` of a period, both optional (the screens default them to the current Argentine month). */
export const monthQueryShape = { mes: monthNumber.optional(), anio: yearNumber.optional() };

/**
 * The one schema of an amount of money in pesos in a request (docs/decisions.md, "Money inputs"): a number that
 * `pesosProblem` accepts (not text, not negative, not 0 nor less than a centavo unless `allowZero`, at most
 * MAX_PESOS, at most two decimals), else a Spanish 400 ('Monto inválido'...). `message` replaces the refusal of
 * a field whose form words it otherwise.
 */
export function pesosSchema(rule: PesosRule & { message?: string } = {}) {
  const { message, ...only } = rule;
  return z.number({ error: message ?? amountMessage('invalido') }).superRefine((value, ctx) => {
    const problem = pesosProblem(value, only);
    if (problem) ctx.addIssue({ code: 'custom', message: message ?? amountMessage(problem) });
  });
}
/** The same rule for an amount sent as text (a multipart form field). */
export function pesosFromText(rule: PesosRule & { message?: string } = {}) {
  return z.coerce.number({ error: rule.message ?? amountMessage('invalido') }).pipe(pesosSchema(rule));
}
/** An amount above 0 (a payment, an expense, an income). */
export const pesos = pesosSchema();
/** An amount of 0 or more (a price, a setting). */
export const pesosOrZero = pesosSchema({ allowZero: true });

/**
 * A text field: spaces and invisible characters (zero-width spaces and joiners, word joiner, BOM, soft hyphen,
 * bidi marks...) trimmed at both ends before the length rules, so that invisible text never counts as text.
 */
export function textSchema(max = 500) {
  return z.string().overwrite(trimText).max(max);
}

export const idParamsSchema = z.strictObject({
  id: idFromText,
});

export const okMessageSchema = z.object({ success: z.literal(true), message: z.string() });

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});

/** The failure answers every API call may give, for route response declarations. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;
