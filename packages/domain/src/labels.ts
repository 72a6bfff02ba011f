/**
 * The ids of a label table, in the table's order, as a non-empty tuple (what `z.enum` takes): every id is written
 * once, next to its Spanish label, and the list of ids follows from the table.
 */
export function idsOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
