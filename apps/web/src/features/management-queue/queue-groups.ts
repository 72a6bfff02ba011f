import type { AuditOrigin } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';

export const ORIGIN_LABELS: Record<AuditOrigin, string> = {
  cliente: 'Cliente',
  programada: 'Programada',
  normal: 'Normal',
};
export const ORIGIN_COLORS: Record<AuditOrigin, string> = {
  cliente: 'grape',
  programada: 'blue',
  normal: 'gray',
};

export interface ClientGroup {
  clienteId: number;
  nombre: string;
  audits: Audit[];
}

/** The day an audit is due: its scheduled day, else the requested one. */
export function dueDay(audit: Pick<Audit, 'fechaProgramada' | 'fechaSolicitada'>): string {
  return (audit.fechaProgramada ?? audit.fechaSolicitada).slice(0, 10);
}

/** The queue grouped by client (by name), each group's audits by due day, then by id. */
export function groupByClient(audits: readonly Audit[]): ClientGroup[] {
  const groups = new Map<number, ClientGroup>();
  for (const audit of audits) {
    const group = groups.get(audit.clienteId) ?? {
      clienteId: audit.clienteId,
      nombre: audit.client.nombre,
      audits: [],
    };
    group.audits.push(audit);
    groups.set(audit.clienteId, group);
  }
  for (const group of groups.values()) {
    group.audits.sort((a, b) => dueDay(a).localeCompare(dueDay(b)) || a.id - b.id);
  }
  return [...groups.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}
