/**
 * The finance API (docs/decisions.md, "Finanzas: llamadas"). Amounts are pesos (numbers with at most two
 * decimals); the server converts them with `money.ts`. Required fields are checked by the server so that the
 * spec's messages answer ('Complete título y monto', 'Complete todos los campos', 'Monto inválido'...).
 * Money writes accept an `Idempotency-Key` header: a retried request answers the first result. Every amount is
 * the one `pesos` schema of `common.ts` (above 0, at most MAX_PESOS, two decimals).
 *
 * One file per use case, all re-exported here (imports name `schemas/finance`): `finance-figures.ts` (the
 * month query, dashboard, year, Balance, categorized), `finance-staff.ts` (the Personal tab),
 * `finance-movements.ts` (manual income, movements, expenses), `finance-collections.ts` (collecting audits,
 * a client's debt, a period, a package), `finance-receivables.ts` (debts and debt groups),
 * `finance-statements.ts` (account statements), `finance-admin.ts` (repair, downloads' queries, debug).
 */
export * from './finance-admin';
export * from './finance-collections';
export * from './finance-figures';
export * from './finance-movements';
export * from './finance-receivables';
export * from './finance-staff';
export * from './finance-statements';
