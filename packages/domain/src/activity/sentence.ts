import { ROLE_LABELS } from '../auth/roles';
import { PRIORITY_LABELS } from '../clients/constants';
import { formatDate, formatPesos } from '../format/locale';
import { activityActionLabel, activityTargetLabel } from '../schemas/activity';
import { TIME_ALERT_RESOLUTION_LABELS } from '../staff/time-alerts';
import {
  type ActivityFacts,
  type ActivityNames,
  asId,
  KIND_OF_TARGET,
  type NamedKind,
  nameKey,
} from './refs';

/**
 * 'Registro de actividad' in words (issue 25): who did what to which named thing, as one Spanish sentence
 * ("Carla Contable registró un ingreso manual de $ 85.000 del 18/11/2026"). The server reads the names of the
 * objects a page mentions in one query (`activityRefs` says which), then calls `activitySentence` for every row;
 * the screen and the CSV/XLSX export show the same sentence. The raw request stays in the record's technical detail.
 */

// The refs of a record (refs.ts), offered here as before.
export type { ActivityFacts, ActivityNames, ActivityRef, NamedKind } from './refs';
export { activityRefs, NAMED_KINDS, nameKey, refsByKind } from './refs';

/** What a sentence reads from a record: its details and the names of what it mentions. */
interface Ctx {
  facts: ActivityFacts;
  d: Record<string, unknown>;
  /** The name of an object, or its kind and number when it is gone ("la auditoría #12"). */
  name: (tipo: NamedKind, id: unknown, fallback?: string) => string;
  /** The target's name (or kind and number). */
  target: (fallback?: string) => string;
  names: ActivityNames;
  /** A person by id: the name, or '#id' when it is not known. */
  user: (id: unknown, fallback?: string) => string;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const quoted = (v: string) => `«${v}»`;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO day (or instant) as dd/mm/aaaa; anything else as written. */
export function dayText(v: unknown): string | null {
  const t = text(v);
  if (!t) return null;
  if (ISO_DAY.test(t)) {
    const [y, m, day] = t.split('-');
    return `${day}/${m}/${y}`;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(t) && !Number.isNaN(Date.parse(t))) return formatDate(t);
  return t;
}
const money = (v: unknown): string | null => {
  const n = num(v);
  return n === null ? null : formatPesos(n);
};
const period = (mes: unknown, anio: unknown): string | null => {
  const m = num(mes);
  const y = num(anio);
  return m !== null && y !== null ? `${String(m).padStart(2, '0')}/${y}` : null;
};
const periodFromKey = (key: string | null): string | null => {
  const match = key ? /^(\d{4})-(\d{1,2})$/.exec(key) : null;
  return match ? `${match[2]?.padStart(2, '0')}/${match[1]}` : key;
};
const join = (...parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(' ');

/** The words of each kind of object, with the article: 'la auditoría «X»', 'el cliente X'. */
const OBJECT_WORDS: Record<NamedKind, (name: string) => string> = {
  usuario: (n) => n,
  cliente: (n) => `el cliente ${n}`,
  sucursal: (n) =>
    /^sucursal\b/i.test(n) ? `la ${n.charAt(0).toLowerCase()}${n.slice(1)}` : `la sucursal ${n}`,
  auditoria: (n) => `la auditoría ${n}`,
  gasto: (n) => `el gasto ${n}`,
  sueldo: (n) => `el sueldo de ${n}`,
};
const UNNAMED: Record<NamedKind, string> = {
  usuario: 'el usuario',
  cliente: 'el cliente',
  sucursal: 'la sucursal',
  auditoria: 'la auditoría',
  gasto: 'el gasto',
  sueldo: 'el sueldo',
};
const QUOTED_KINDS: ReadonlySet<NamedKind> = new Set(['auditoria', 'gasto']);

const USER_FIELDS: Record<string, string> = {
  name: 'nombre',
  email: 'email',
  username: 'usuario',
  password: 'contraseña',
  role: 'rol',
  clienteId: 'empresa',
  telefono: 'teléfono',
  isActive: 'estado',
};
const roleLabel = (v: unknown) =>
  typeof v === 'string' && v in ROLE_LABELS ? ROLE_LABELS[v as keyof typeof ROLE_LABELS] : text(v);

/** What the target of an audit or client money action is: 'la auditoría «X»' or 'el cliente X'. */
const auditOrClient = (c: Ctx) => c.target();

type Phrase = (c: Ctx) => string;

/**
 * The verb phrase of each action (the subject is put in front by `activitySentence`). An action missing here (an
 * older code) reads as its label.
 */
export const ACTIVITY_PHRASES: Record<string, Phrase> = {
  impersonacion_inicio: (c) => `empezó a ver el sistema como ${c.facts.usuario ?? c.target()}`,
  impersonacion_fin: (c) => `dejó de ver el sistema como ${c.facts.usuario ?? c.target()}`,
  escritura_impersonada: (c) =>
    (c.facts.estado ?? 0) >= 400
      ? `intentó un cambio, rechazado, mientras veía el sistema como ${c.facts.usuario ?? 'otro usuario'}`
      : `hizo un cambio mientras veía el sistema como ${c.facts.usuario ?? 'otro usuario'}`,
  dvr_password_view: (c) => {
    const branches = Array.isArray(c.d.branchIds)
      ? c.d.branchIds.map((b) =>
          b === null
            ? 'principal'
            : (asId(b) !== null && c.names.get(nameKey('sucursal', asId(b) as number))) || `sucursal #${b}`,
        )
      : [];
    const where = branches.length > 0 ? ` (${listText(branches)})` : '';
    return `vio las contraseñas del DVR de ${c.name('cliente', c.d.clientId ?? c.facts.objetivoId, 'un cliente')}${where}`;
  },
  user_create: (c) =>
    join(
      `dio de alta al usuario ${c.user(c.facts.objetivoId, text(c.d.nombre) ?? undefined)}`,
      roleLabel(c.d.rol) && `(${roleLabel(c.d.rol)})`,
    ),
  user_update: (c) => {
    const fields = Array.isArray(c.d.campos)
      ? c.d.campos.map((f) => USER_FIELDS[String(f)] ?? String(f))
      : [];
    return join(
      `editó al usuario ${c.user(c.facts.objetivoId)}`,
      fields.length > 0 && `(${listText(fields)})`,
    );
  },
  user_role_change: (c) =>
    join(
      `cambió el rol del usuario ${c.user(c.facts.objetivoId)}`,
      roleLabel(c.d.rolAnterior) && `de ${roleLabel(c.d.rolAnterior)}`,
      roleLabel(c.d.rol) && `a ${roleLabel(c.d.rol)}`,
    ),
  user_permissions: (c) => `cambió los permisos del usuario ${c.user(c.facts.objetivoId)}`,
  user_activation: (c) =>
    c.d.isActive === true
      ? `activó al usuario ${c.user(c.facts.objetivoId)}`
      : c.d.isActive === false
        ? `desactivó al usuario ${c.user(c.facts.objetivoId)}`
        : `activó o desactivó al usuario ${c.user(c.facts.objetivoId)}`,
  user_delete: (c) => `eliminó al usuario ${c.user(c.facts.objetivoId, text(c.d.nombre) ?? undefined)}`,
  operator_client_assign: (c) =>
    `asignó ${clientWords(c)} al operador ${c.user(c.d.operatorId ?? c.facts.objetivoId)}`,
  operator_client_unassign: (c) =>
    `quitó ${clientWords(c)} al operador ${c.user(c.d.operatorId ?? c.facts.objetivoId)}`,
  operator_block: (c) =>
    join(
      `bloqueó al operador ${c.user(c.d.operatorId ?? c.facts.objetivoId)} para ${clientWords(c)}`,
      text(c.d.reason) && `: ${quoted(text(c.d.reason) as string)}`,
    ).replace(' :', ':'),
  operator_unblock: (c) =>
    `desbloqueó al operador ${c.user(c.d.operatorId ?? c.facts.objetivoId)} para ${clientWords(c)}`,
  finance_collect: (c) =>
    join(
      `registró el cobro de ${auditOrClient(c)}`,
      money(c.d.monto) && `por ${money(c.d.monto)}`,
      c.facts.objetivoTipo === 'cliente' &&
        period(c.d.mes, c.d.anio) &&
        `(período ${period(c.d.mes, c.d.anio)})`,
    ),
  finance_revert: (c) =>
    c.facts.objetivoTipo === 'movimiento'
      ? `revirtió el movimiento #${c.facts.objetivoId ?? '?'}`
      : `revirtió el cobro de ${auditOrClient(c)}`,
  finance_forgive: (c) => `condonó la deuda de ${auditOrClient(c)}`,
  finance_priority: (c) => {
    const p =
      typeof c.d.prioridad === 'string'
        ? PRIORITY_LABELS[c.d.prioridad as keyof typeof PRIORITY_LABELS]
        : null;
    return join(`cambió la prioridad de cobro de ${auditOrClient(c)}`, p && `a ${p}`);
  },
  finance_toggle_free: (c) =>
    c.d.gratisParaCliente === true
      ? `marcó como gratis ${c.target()}`
      : c.d.gratisParaCliente === false
        ? `quitó la marca de gratis de ${c.target()}`
        : `marcó o desmarcó como gratis ${c.target()}`,
  finance_claim_debt: (c) => `reclamó la deuda de ${auditOrClient(c)}`,
  finance_income: (c) =>
    join(
      'registró un ingreso manual',
      money(c.d.costoFinal ?? c.d.monto) && `de ${money(c.d.costoFinal ?? c.d.monto)}`,
      dayText(c.d.fecha) && `del ${dayText(c.d.fecha)}`,
      asId(c.d.clienteId) !== null && `para ${c.name('cliente', c.d.clienteId)}`,
      text(c.d.titulo) && `: ${quoted(text(c.d.titulo) as string)}`,
    ).replace(' :', ':'),
  finance_movement: (c) =>
    join(
      c.d.tipo === 'egreso' ? 'registró un egreso' : 'registró un ingreso manual',
      money(c.d.monto) && `de ${money(c.d.monto)}`,
      dayText(c.d.fecha) && `del ${dayText(c.d.fecha)}`,
      asId(c.d.clienteId) !== null && `para ${c.name('cliente', c.d.clienteId)}`,
      text(c.d.descripcion ?? c.d.titulo) && `: ${quoted(text(c.d.descripcion ?? c.d.titulo) as string)}`,
    ).replace(' :', ':'),
  finance_expense_create: (c) =>
    join(
      'registró un gasto',
      money(c.d.monto) && `de ${money(c.d.monto)}`,
      dayText(c.d.fecha) && `del ${dayText(c.d.fecha)}`,
      text(c.d.descripcion) && `: ${quoted(text(c.d.descripcion) as string)}`,
    ).replace(' :', ':'),
  finance_expense_update: (c) =>
    join(`modificó ${c.target()}`, money(c.d.monto) && `(nuevo monto ${money(c.d.monto)})`),
  finance_expense_delete: (c) => `revirtió ${c.target()}`,
  finance_audit_edit: (c) => `editó desde finanzas ${c.target()}`,
  finance_audit_delete: (c) => `eliminó desde finanzas ${c.target()}`,
  finance_repair: () => 'reparó las inconsistencias entre auditorías y el libro diario',
  salary_configure: (c) => `configuró el sueldo de ${c.user(c.facts.objetivoId)}`,
  salary_recalculate: (c) =>
    join(
      `recalculó el sueldo de ${c.user(c.facts.objetivoId)}`,
      period(c.d.mes, c.d.anio) && `de ${period(c.d.mes, c.d.anio)}`,
    ),
  salary_pay: (c) =>
    join(
      `pagó ${c.target()}`,
      money(c.d.montoPago) && `(${money(c.d.montoPago)})`,
      !money(c.d.montoPago) && text(c.d.tipoPago) && `(${(text(c.d.tipoPago) as string).toLowerCase()})`,
    ),
  salary_revert: (c) =>
    join(
      `revirtió el pago de ${c.target()}`,
      text(c.d.motivo) && `: ${quoted(text(c.d.motivo) as string)}`,
    ).replace(' :', ':'),
  commission_pay: (c) =>
    join(
      `pagó las comisiones de ${c.target()}`,
      money(c.d.monto) && `(${money(c.d.monto)})`,
      !money(c.d.monto) && text(c.d.tipoPago) && `(${(text(c.d.tipoPago) as string).toLowerCase()})`,
      dayText(c.d.fecha) && `del ${dayText(c.d.fecha)}`,
    ),
  commission_revert: (c) =>
    join(
      `revirtió el pago de comisiones #${asId(c.d.movimientoId) ?? '?'} de ${c.target()}`,
      text(c.d.motivo) && `: ${quoted(text(c.d.motivo) as string)}`,
    ).replace(' :', ':'),
  salary_expenses: (c) =>
    join('generó los gastos de sueldos', period(c.d.mes, c.d.anio) && `de ${period(c.d.mes, c.d.anio)}`),
  period_close: (c) =>
    `cerró el período ${period(c.d.mes, c.d.anio) ?? periodFromKey(c.facts.objetivoId) ?? ''}`.trim(),
  period_reopen: (c) =>
    join(
      `reabrió el período ${period(c.d.mes, c.d.anio) ?? periodFromKey(c.facts.objetivoId) ?? ''}`.trim(),
      text(c.d.motivo) && `: ${quoted(text(c.d.motivo) as string)}`,
    ).replace(' :', ':'),
  time_alert_resolve: (c) => {
    const r =
      typeof c.d.resolucion === 'string'
        ? (TIME_ALERT_RESOLUTION_LABELS as Record<string, string>)[c.d.resolucion]
        : null;
    return join(`resolvió la alerta de tiempo #${c.facts.objetivoId ?? '?'}`, r && `(${r.toLowerCase()})`);
  },
  audit_delete: (c) => `eliminó ${c.target()}`,
  client_delete: (c) => `eliminó ${c.target()}`,
  branch_delete: (c) =>
    join(`eliminó ${c.target()}`, asId(c.d.id) !== null && `de ${c.name('cliente', c.d.id)}`),
  file_delete: (c) =>
    asId(c.d.id) !== null
      ? `eliminó un archivo de ${c.name('auditoria', c.d.id)}`
      : `eliminó el archivo #${c.facts.objetivoId ?? '?'}`,
  files_month_delete: (c) => {
    const month = typeof c.d.month === 'string' ? periodFromKey(c.d.month) : period(c.d.mes, c.d.anio);
    return month ? `eliminó los archivos subidos en ${month}` : 'eliminó los archivos de un mes';
  },
  message_delete: () => 'eliminó un mensaje',
  conversation_delete: () => 'eliminó una conversación',
};

/** Spanish contractions after the words were put together: 'de el cliente' is 'del cliente'. */
const contract = (s: string) => s.replace(/(?<=^|\s)de el /g, 'del ').replace(/(?<=^|\s)a el /g, 'al ');

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

function clientWords(c: Ctx): string {
  return asId(c.d.clientId) !== null ? c.name('cliente', c.d.clientId) : 'un cliente';
}

/**
 * The named object of a record, with its kind ("Cliente Demo Norte S.A.", "Usuario Carla Contable"), or the kind
 * and number when the name is not known ("Movimiento #12"); null without a target.
 */
export function activityObject(facts: ActivityFacts, names: ActivityNames): string | null {
  if (!facts.objetivoTipo) return null;
  const label = activityTargetLabel(facts.objetivoTipo);
  const kind = KIND_OF_TARGET[facts.objetivoTipo];
  const id = asId(facts.objetivoId);
  const known = kind && id !== null ? names.get(nameKey(kind, id)) : undefined;
  if (known) return `${label} ${kind && QUOTED_KINDS.has(kind) ? quoted(known) : known}`;
  if (facts.objetivoTipo === 'periodo') return `${label} ${periodFromKey(facts.objetivoId) ?? ''}`.trim();
  return facts.objetivoId ? `${label} #${facts.objetivoId}` : label;
}

/** Who acted: the person, or the admin behind an impersonation ("Ana Administradora (como Carlos Norte)"). */
function subjectOf(facts: ActivityFacts): string {
  const self = facts.usuario ?? 'Un usuario eliminado';
  if (
    !facts.impersonador ||
    facts.accion.startsWith('impersonacion_') ||
    facts.accion === 'escritura_impersonada'
  )
    return facts.impersonador ?? self;
  return `${facts.impersonador} (como ${self})`;
}

/** The record as one Spanish sentence: who did what to which named thing, money and days as es-AR. */
export function activitySentence(facts: ActivityFacts, names: ActivityNames): string {
  const d = facts.detalles ?? {};
  const name: Ctx['name'] = (tipo, id, fallback) => {
    const n = asId(id);
    const known = n !== null ? names.get(nameKey(tipo, n)) : undefined;
    if (known) return OBJECT_WORDS[tipo](QUOTED_KINDS.has(tipo) ? quoted(known) : known);
    if (fallback) return fallback;
    return n !== null ? `${UNNAMED[tipo]} #${n}` : UNNAMED[tipo];
  };
  const target: Ctx['target'] = (fallback) => {
    const kind = facts.objetivoTipo ? KIND_OF_TARGET[facts.objetivoTipo] : undefined;
    if (kind) {
      const n = asId(facts.objetivoId);
      const known = n !== null ? names.get(nameKey(kind, n)) : undefined;
      if (known) return OBJECT_WORDS[kind](QUOTED_KINDS.has(kind) ? quoted(known) : known);
      if (fallback) return kind === 'usuario' ? fallback : OBJECT_WORDS[kind](fallback);
      return n !== null ? `${UNNAMED[kind]} #${n}` : UNNAMED[kind];
    }
    const label = activityTargetLabel(facts.objetivoTipo).toLowerCase();
    return facts.objetivoId ? `${label || 'el objeto'} #${facts.objetivoId}` : label || 'un objeto';
  };
  const user: Ctx['user'] = (id, fallback) => {
    const n = asId(id);
    const known = n !== null ? names.get(nameKey('usuario', n)) : undefined;
    return known ?? fallback ?? (n !== null ? `#${n}` : 'desconocido');
  };
  const phrase = ACTIVITY_PHRASES[facts.accion];
  const verb = phrase
    ? contract(phrase({ facts, d, name, target, user, names }))
    : `hizo: ${activityActionLabel(facts.accion)}${facts.objetivoTipo ? ` (${activityObject(facts, names)})` : ''}`;
  return `${subjectOf(facts)} ${verb}`;
}
