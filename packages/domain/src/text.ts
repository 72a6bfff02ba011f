/**
 * Invisible characters never count as text (docs/decisions.md, "Money inputs"). A text is trimmed of spaces and of
 * invisible characters at both ends before any length rule: the format characters (Unicode category Cf: zero-width
 * space U+200B, non-joiner U+200C, joiner U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen U+00AD, bidi marks
 * and isolates, invisible operators, tags...) and the blank letters that render as nothing (Hangul fillers U+115F,
 * U+1160, U+3164, U+FFA0, the braille blank U+2800, the combining grapheme joiner U+034F, Khmer U+17B4/U+17B5,
 * Mongolian vowel separator U+180E). Inside a text they stay (an emoji sequence needs its joiners).
 */
const INVISIBLE = '\\p{Cf}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u2800\\u3164\\uFFA0';
const INVISIBLE_CHAR = new RegExp(`[${INVISIBLE}]`, 'gu');
const EDGES = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, 'gu');

/** The text without spaces or invisible characters at its ends. */
export function trimText(value: string): string {
  return value.replace(EDGES, '');
}

/**
 * The text without invisible characters at its ends, its spaces kept (what the server does to every string of a
 * request before validation: a password's or a code's own spaces are not touched, zod's `trim` does the rest).
 */
export function dropInvisibleEdges(value: string): string {
  return value.replace(EDGES, (edge) => edge.replace(INVISIBLE_CHAR, ''));
}

/** The length of a text as a reader sees it: without invisible characters anywhere (for minimum-length rules). */
export function visibleLength(value: string): number {
  return value.replace(INVISIBLE_CHAR, '').length;
}

/** Whether a text is empty once trimmed of spaces and invisible characters. */
export function isBlankText(value: unknown): boolean {
  return typeof value !== 'string' || trimText(value) === '';
}
