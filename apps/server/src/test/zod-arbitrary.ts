import fc from 'fast-check';
import type { ZodType } from 'zod';

/**
 * fast-check arbitraries from the zod 4 contracts of the API, for the contract fuzzing: `validValue` builds
 * values the schema should accept (best effort: custom refinements are not known), `hostileValue` values it
 * should refuse or survive (wrong types, huge, NUL, unicode, out of range, arrays for scalars, extra fields).
 * Only the zod types the contracts use are covered; anything else falls back to JSON values.
 */

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here on purpose.
type Def = any;
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether an object key may be left out (optional, default, or a pipe that starts optional). */
export function isOptional(schema: ZodType): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

/** The keys of an object schema (through wrappers), or [] when it is not an object. */
export function objectShape(schema: ZodType | undefined): Record<string, ZodType> | null {
  if (!schema) return null;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, ZodType>;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return objectShape(def.innerType);
    case 'pipe':
      return objectShape(defOf(def.in).type === 'transform' ? def.out : def.in);
    default:
      return null;
  }
}

/** Ids of the demo data are small: most generated ids hit a real row, some are far away. */
function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const near = Math.min(max, min + 60);
  return fc.oneof({ arbitrary: fc.integer({ min, max: near }), weight: 4 }, fc.integer({ min, max }));
}

const spanishText = fc.constantFrom(
  'Sucursal Centro',
  'Cámara 3 sin imagen',
  'Revisión mensual',
  'Pago de marzo',
  'Observación',
  'ñandú',
  'Av. Corrientes 1234',
);

function stringValue(schema: ZodType): fc.Arbitrary<string> {
  const def = defOf(schema);
  const s = schema as unknown as {
    minLength: number | null;
    maxLength: number | null;
    format: string | null;
  };
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? min + 40, min + 40));
  switch (def.format ?? s.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'regex': {
      const pattern = (def.checks ?? []).map((c: ZodType) => defOf(c)).find((c: Def) => c.format === 'regex')
        ?.pattern as RegExp | undefined;
      const fromPattern = def.pattern ?? pattern;
      if (fromPattern) return fc.stringMatching(fromPattern, { size: 'xsmall' });
      break;
    }
  }
  for (const check of def.checks ?? []) {
    const c = defOf(check);
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern)
      return fc.stringMatching(c.pattern, { size: 'xsmall' });
  }
  return fc.oneof(
    spanishText.filter((t) => t.length >= min && t.length <= max),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
  );
}

function numberValue(schema: ZodType): fc.Arbitrary<number> {
  const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
  const def = defOf(schema);
  let min = n.minValue ?? -1_000_000;
  let max = n.maxValue ?? 1_000_000;
  let minExclusive = false;
  let maxExclusive = false;
  for (const check of def.checks ?? []) {
    const c = defOf(check);
    if (c.check === 'greater_than' && c.value === min) minExclusive = !c.inclusive;
    if (c.check === 'less_than' && c.value === max) maxExclusive = !c.inclusive;
  }
  if (!Number.isFinite(min)) min = -1_000_000;
  if (!Number.isFinite(max)) max = 1_000_000;
  if (n.isInt) {
    const lo = Math.ceil(minExclusive ? min + 1 : min);
    const hi = Math.floor(maxExclusive ? max - 1 : max);
    return integerIn(Math.max(lo, Number.MIN_SAFE_INTEGER), Math.min(hi, Number.MAX_SAFE_INTEGER));
  }
  return fc
    .double({
      min,
      max,
      noNaN: true,
      noDefaultInfinity: true,
      minExcluded: minExclusive,
      maxExcluded: maxExclusive,
    })
    .map((x) => Math.round(x * 100) / 100)
    .filter((x) => x >= min && x <= max && (!minExclusive || x > min) && (!maxExclusive || x < max));
}

function arrayLength(def: Def): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = 3;
  for (const check of def.checks ?? []) {
    const c = defOf(check);
    if (c.check === 'min_length') minLength = c.minimum;
    if (c.check === 'max_length') maxLength = c.maximum;
    if (c.check === 'length_equals') minLength = maxLength = c.length;
  }
  return { minLength, maxLength: Math.max(minLength, Math.min(maxLength, minLength + 3)) };
}

/** Values the schema should accept. */
export function validValue(schema: ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringValue(schema);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return fc.array(validValue(def.element), arrayLength(def));
    case 'object': {
      const shape = def.shape as Record<string, ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) model[key] = validValue(value);
      const requiredKeys = Object.keys(shape).filter((k) => !isOptional(shape[k] as ZodType));
      // A refinement the generator cannot know (a list of known states, a real calendar day) is best left out
      // when the field is optional: the rest of the value still reaches the handler.
      return fc.record(model, { requiredKeys }).map((value) => {
        const kept: Record<string, unknown> = { ...value };
        for (const key of Object.keys(kept)) {
          const field = shape[key] as ZodType;
          if (isOptional(field) && !field.safeParse(kept[key]).success) delete kept[key];
        }
        return kept;
      });
    }
    case 'optional':
      return fc.option(validValue(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validValue(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return validValue(def.innerType);
    case 'pipe':
      return validValue(defOf(def.in).type === 'transform' ? def.out : def.in);
    case 'record':
      return fc.dictionary(validValue(def.keyType).map(String), validValue(def.valueType), { maxKeys: 3 });
    case 'union':
      return fc.oneof(...(def.options as ZodType[]).map(validValue));
    case 'lazy':
      return validValue(def.getter());
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Texts that break careless code: huge, NUL, lone surrogates, control and bidi characters, injections. */
export const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    '\u202Eevil',
    '\uFEFF',
    // Lone invisible characters: never text (trimmed before every length rule).
    '\u200B'.repeat(20),
    '\u200C\u200D\u2060\uFEFF',
    ' \u200B \u00AD ',
    '😀🇦🇷',
    'ñÑáéíóú',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '1; DROP TABLE users--',
    '../../../etc/passwd',
    '%00',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, literally.
    '${7*7}{{7*7}}',
    'NaN',
    'Infinity',
    '-1',
    '1e400',
    '0x10',
    'null',
    'true',
    '2024-02-30',
    '9999-99-99',
  ),
  fc.constantFrom(10_000, 100_000).map((n) => 'a'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/**
 * Numbers out of every range: negative, zero, fractions, less than a centavo, beyond the integer columns, beyond
 * the money limit, beyond safe integers.
 */
export const hostileNumbers: fc.Arbitrary<number> = fc.constantFrom(
  -1,
  0,
  -2_147_483_649,
  0.5,
  -0.000001,
  2_147_483_648,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  // Amounts that round to 0 centavos, or exceed the money limit and the bigint of centavos.
  1e-9,
  1e15,
  1e20,
);

/** Any value of the wrong kind. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileStrings,
  hostileNumbers,
  fc.constantFrom(null, true, false, {}, [], [1, 2], { a: 1 }, [null]),
);

/** Fields a caller should never be able to set (mass assignment) or that poison a careless merge. */
const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(
  { role: 'admin' },
  { isAdmin: true, id: 1 },
  { permissionOverrides: { user_admin: true } },
  { constructor: { prototype: { isAdmin: true } } },
  { campoDesconocido: 'x' },
);

/** Values the schema should refuse: the whole value of a wrong kind, one field broken, missing or extra. */
export function hostileValue(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  const shape = objectShape(schema);
  if (!schema || !shape || Object.keys(shape).length === 0) {
    return fc.oneof(hostileScalar, extraFields);
  }
  const keys = Object.keys(shape);
  const valid = validValue(schema).map(
    (v) => (v && typeof v === 'object' ? v : {}) as Record<string, unknown>,
  );
  return fc.oneof(
    { arbitrary: hostileScalar, weight: 1 },
    // One field replaced by a value of the wrong kind, or by an array of a valid one.
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys), hostileScalar)
        .map(([body, key, bad]) => ({ ...body, [key]: bad })),
      weight: 5,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...keys))
        .chain(([body, key]) =>
          validValue(shape[key] as ZodType).map((good) => ({ ...body, [key]: [good, good] })),
        ),
      weight: 1,
    },
    // A required field missing.
    {
      arbitrary: fc.tuple(valid, fc.constantFrom(...keys)).map(([body, key]) => {
        const { [key]: _dropped, ...rest } = body;
        return rest;
      }),
      weight: 1,
    },
    // Extra fields.
    { arbitrary: fc.tuple(valid, extraFields).map(([body, extra]) => ({ ...body, ...extra })), weight: 1 },
  );
}

/** Lone surrogates (UTF-16 halves without their pair): valid in JSON text as escapes, never Unicode text. */
export const loneSurrogates: fc.Arbitrary<string> = fc.constantFrom(
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDC00\uD800',
  '\uD800\uD800',
);

/**
 * A valid value with a lone surrogate put into one of its strings (or keys) at any depth, or added as a new field
 * when it has no string: what a client with a broken text encoder sends in an otherwise acceptable body.
 */
export function withLoneSurrogate(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, loneSurrogates, fc.nat(), fc.boolean()).map(([value, lone, pick, inKey]) => {
    const copy = structuredClone(value) as unknown;
    const holders: Array<{ holder: Record<string, unknown> | unknown[]; key: string | number }> = [];
    const pending: unknown[] = [copy];
    while (pending.length > 0) {
      const v = pending.pop();
      if (Array.isArray(v)) {
        for (const [i, item] of v.entries()) {
          if (typeof item === 'string') holders.push({ holder: v, key: i });
          else pending.push(item);
        }
      } else if (v !== null && typeof v === 'object')
        for (const [k, inner] of Object.entries(v)) {
          // An undefined field is not sent (JSON has no undefined): neither its key nor its value.
          if (typeof inner === 'string' || (inKey && inner !== undefined))
            holders.push({ holder: v as Record<string, unknown>, key: k });
          if (inner !== null && typeof inner === 'object') pending.push(inner);
        }
    }
    const target = holders[pick % Math.max(1, holders.length)];
    if (!target) {
      return copy !== null && typeof copy === 'object' && !Array.isArray(copy)
        ? { ...copy, [`campo${lone}`]: `a${lone}b` }
        : `a${lone}b`;
    }
    const { holder, key } = target;
    if (Array.isArray(holder)) holder[key as number] = `${holder[key as number]}${lone}`;
    else if (inKey) {
      holder[`${key}${lone}`] = holder[key];
      delete holder[key];
    } else holder[key] = `a${lone}${holder[key]}`;
    return copy;
  });
}

/** A JSON text over `limitBytes`: a valid object with one long field, so only its size is wrong. */
export function overLimitJson(valid: fc.Arbitrary<unknown>, limitBytes: number): fc.Arbitrary<string> {
  return fc.tuple(valid, fc.integer({ min: 1, max: 64 * 1024 })).map(([value, extra]) =>
    JSON.stringify({
      ...(value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { valor: value }),
      relleno: 'x'.repeat(limitBytes + extra),
    }),
  );
}
