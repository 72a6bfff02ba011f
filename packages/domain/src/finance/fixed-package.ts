import { argentineDay } from '../format/locale';

/**
 * The four fixed audits (DOMAIN.md, docs/decisions.md "Cuatro auditorías fijas"): a client (or, when the client
 * has not the flag, a branch) with `auditoria_fija_mes` is billed a package of four normal-priority audits on day 1
 * of each Argentine month; the first four audits delivered to it in that month are included in the package (only
 * the operator's pay is posted), the fifth and later are charged one by one.
 */
export const FIXED_PACKAGE_AUDITS = 4;

/** What statements and lists show for an audit covered by the package. */
export const INCLUDED_LABEL = 'Incluida en el abono';

/** Who a package belongs to: a client (branchId null) or one of its branches. */
export interface PackageScope {
  clientId: number;
  branchId: number | null;
}

/**
 * The package an audit falls under: the client's when the client has the flag (its branches then have none of
 * their own), else its branch's when the branch has it; null when neither.
 */
export function packageScopeFor(
  client: { id: number; auditoriaFijaMes: boolean },
  branch: { id: number; auditoriaFijaMes: boolean | null } | null,
): PackageScope | null {
  if (client.auditoriaFijaMes) return { clientId: client.id, branchId: null };
  if (branch?.auditoriaFijaMes) return { clientId: client.id, branchId: branch.id };
  return null;
}

/** The Argentine month 'YYYY-MM' of an instant (a delivery at 23:30 of the 31st in Buenos Aires is that month). */
export function argentineMonth(at: Date = new Date()): string {
  return argentineDay(at).slice(0, 7);
}

/** The idempotency key of a package's billing entry; also the mark on the deliveries it covers. */
export function packageKey(scope: PackageScope, month: string): string {
  return `abono:${scope.clientId}:${scope.branchId ?? 0}:${month}`;
}

/** The package's amount: four audits at the normal-priority price (centavos). */
export function packageAmount(normalPrice: number): number {
  return FIXED_PACKAGE_AUDITS * normalPrice;
}

/**
 * Whether a delivery is covered by the package, given how many deliveries of the same package and month it already
 * covers. A free audit is never counted (it costs nothing and does not use one of the four).
 */
export function isIncluded(alreadyIncluded: number, gratis: boolean): boolean {
  return !gratis && alreadyIncluded < FIXED_PACKAGE_AUDITS;
}
