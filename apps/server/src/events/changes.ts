/**
 * What the database announces after a commit (migration 0009: triggers that pg_notify compact JSON payloads;
 * "alertas" is sent by the time-alerts service inside its own transactions), parsed into plain objects. A payload that cannot be read counts as "everything changed".
 */

export const CHANNELS = ['auditorias', 'mensajes', 'sesiones', 'alertas', 'finanzas', 'versiones'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Audits changed: the operators and companies they touch (old and new values), and whether the queue moved. */
export interface AuditChange {
  all: boolean;
  operatorIds: readonly number[];
  clientIds: readonly number[];
  queue: boolean;
}

/** Messages of these people changed (a new message, a read or a hidden change). */
export interface MessageChange {
  all: boolean;
  userIds: readonly number[];
}

/**
 * The signed-in context of these users must be read again; `operators`: of every operator (operator-client
 * permissions changed); `clients`: of every client-company user (child businesses changed).
 */
export interface SessionChange {
  all: boolean;
  userIds: readonly number[];
  operators: boolean;
  clients: boolean;
}

/** Time alerts changed (one raised, seen or resolved): for the bell of admins and supervisors. */
export interface AlertChange {
  all: boolean;
}

/** Money changed (ledger lines posted, expenses written): the finance lists of everybody who sees them. */
export interface FinanceChange {
  all: boolean;
}

/**
 * The new versions of the scopes one transaction changed (migration 0024: {"<scope>": <version>}, sent at its
 * commit); `all`: read them all again from the table "change_versions".
 */
export interface VersionChange {
  all: boolean;
  versions: Readonly<Record<string, number>>;
}

export interface ChangeMap {
  auditorias: AuditChange;
  mensajes: MessageChange;
  sesiones: SessionChange;
  alertas: AlertChange;
  finanzas: FinanceChange;
  versiones: VersionChange;
}

export const EVERYTHING: ChangeMap = {
  auditorias: { all: true, operatorIds: [], clientIds: [], queue: true },
  mensajes: { all: true, userIds: [] },
  sesiones: { all: true, userIds: [], operators: true, clients: true },
  alertas: { all: true },
  finanzas: { all: true },
  versiones: { all: true, versions: {} },
};

function ids(value: unknown): number[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const out: number[] = [];
  for (const v of value) {
    if (typeof v !== 'number' || !Number.isInteger(v)) return null;
    out.push(v);
  }
  return out;
}

function flag(value: unknown): boolean {
  return value === true;
}

/** Reads one notification; anything unexpected is treated as a change of everything on that channel. */
export function parseChange<C extends Channel>(channel: C, payload: string): ChangeMap[C] {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return EVERYTHING[channel];
    body = parsed as Record<string, unknown>;
  } catch {
    return EVERYTHING[channel];
  }
  if (flag(body.todos)) return EVERYTHING[channel];
  // Every admin and supervisor sees every alert: the payload names nothing more.
  if (channel === 'alertas' || channel === 'finanzas') return { all: false } as ChangeMap[C];
  if (channel === 'versiones') {
    const versions: Record<string, number> = {};
    for (const [scope, version] of Object.entries(body)) {
      if (typeof version !== 'number' || !Number.isSafeInteger(version)) return EVERYTHING[channel];
      versions[scope] = version;
    }
    return { all: false, versions } as unknown as ChangeMap[C];
  }
  if (channel === 'auditorias') {
    const operatorIds = ids(body.o);
    const clientIds = ids(body.c);
    if (!operatorIds || !clientIds) return EVERYTHING[channel];
    return { all: false, operatorIds, clientIds, queue: flag(body.q) } as unknown as ChangeMap[C];
  }
  const userIds = ids(body.u);
  if (!userIds) return EVERYTHING[channel];
  if (channel === 'mensajes') return { all: false, userIds } as unknown as ChangeMap[C];
  return {
    all: false,
    userIds,
    operators: flag(body.operadores),
    clients: flag(body.clientes),
  } as unknown as ChangeMap[C];
}
