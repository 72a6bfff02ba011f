import type { ClientForAudits } from '../clients/public';

export type PickableClient = Pick<ClientForAudits, 'id' | 'nombre' | 'email' | 'activo'>;

/** Spec section 5: the client picker lists only active clients; search matches nombre or email, ignoring case. */
export function pickableClients<T extends PickableClient>(clients: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return clients
    .filter((c) => c.activo)
    .filter(
      (c) =>
        needle === '' ||
        c.nombre.toLocaleLowerCase('es').includes(needle) ||
        (c.email ?? '').toLocaleLowerCase('es').includes(needle),
    );
}

/** The audits of the chosen clients; with none chosen, every audit. */
export function byChosenClients<T extends { clienteId: number }>(
  audits: readonly T[],
  chosen: ReadonlySet<number>,
): T[] {
  return chosen.size === 0 ? [...audits] : audits.filter((a) => chosen.has(a.clienteId));
}
