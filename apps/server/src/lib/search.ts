/** An ILIKE pattern matching `text` anywhere in a value, its own %, _ and \ taken literally (list searches). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
