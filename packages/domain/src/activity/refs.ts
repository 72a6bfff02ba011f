/**
 * Which named objects an activity record mentions (the target, the clients, users, audits... of its details), so
 * the server reads all the names of a page in one query before `activitySentence` (sentence.ts) writes each row.
 */

/** Kinds of object whose name the server can read (users for 'usuario' and 'operador'). */
export const NAMED_KINDS = ['usuario', 'cliente', 'sucursal', 'auditoria', 'gasto', 'sueldo'] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];

export interface ActivityRef {
  tipo: NamedKind;
  id: number;
}

/** Names read by the server, keyed by `nameKey(tipo, id)`. */
export type ActivityNames = ReadonlyMap<string, string>;
export const nameKey = (tipo: NamedKind, id: number | string) => `${tipo}:${id}`;

/** What the sentence is made of: the stored record, with the actors' names. */
export interface ActivityFacts {
  accion: string;
  /** Who the action was made as (the impersonated user while impersonating), or null (a removed user). */
  usuario: string | null;
  /** The admin behind an impersonation. */
  impersonador: string | null;
  objetivoTipo: string | null;
  objetivoId: string | null;
  estado?: number | null;
  detalles: Record<string, unknown> | null;
}

const ID = /^[1-9][0-9]{0,9}$/;
export const asId = (v: unknown): number | null => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
  return ID.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
};
export const KIND_OF_TARGET: Record<string, NamedKind> = {
  usuario: 'usuario',
  operador: 'usuario',
  cliente: 'cliente',
  sucursal: 'sucursal',
  auditoria: 'auditoria',
  gasto: 'gasto',
  sueldo: 'sueldo',
};
/** Detail fields that name another object (a client of an income, the client of an operator's assignment...). */
const DETAIL_REFS: ReadonlyArray<[string, NamedKind]> = [
  ['clienteId', 'cliente'],
  ['clientId', 'cliente'],
  ['operatorId', 'usuario'],
  ['operadorId', 'usuario'],
  ['auditoriaId', 'auditoria'],
  ['auditId', 'auditoria'],
  ['sucursalId', 'sucursal'],
  ['branchId', 'sucursal'],
  ['sueldoId', 'sueldo'],
];

/** Actions whose route `:id` (kept in the details) is another object than the target: a branch's client, a file's audit. */
const ROUTE_ID_KIND: Partial<Record<string, NamedKind>> = {
  branch_delete: 'cliente',
  file_delete: 'auditoria',
};

/** The objects whose names the sentence of a record uses. */
export function activityRefs(facts: ActivityFacts): ActivityRef[] {
  const refs: ActivityRef[] = [];
  const kind = facts.objetivoTipo ? KIND_OF_TARGET[facts.objetivoTipo] : undefined;
  const targetId = asId(facts.objetivoId);
  if (kind && targetId !== null) refs.push({ tipo: kind, id: targetId });
  const d = facts.detalles ?? {};
  for (const [field, tipo] of DETAIL_REFS) {
    const id = asId(d[field]);
    if (id !== null) refs.push({ tipo, id });
  }
  const routeKind = ROUTE_ID_KIND[facts.accion];
  const routeId = asId(d.id);
  if (routeKind && routeId !== null) refs.push({ tipo: routeKind, id: routeId });
  if (Array.isArray(d.branchIds))
    for (const b of d.branchIds) {
      const id = asId(b);
      if (id !== null) refs.push({ tipo: 'sucursal', id });
    }
  return refs;
}

/** Every ref of a page once per kind: what the one name query reads. */
export function refsByKind(all: readonly ActivityFacts[]): Map<NamedKind, number[]> {
  const byKind = new Map<NamedKind, Set<number>>();
  for (const facts of all)
    for (const ref of activityRefs(facts)) {
      const set = byKind.get(ref.tipo) ?? new Set<number>();
      set.add(ref.id);
      byKind.set(ref.tipo, set);
    }
  return new Map([...byKind].map(([k, ids]) => [k, [...ids]]));
}
