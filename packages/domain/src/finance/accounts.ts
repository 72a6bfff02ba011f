/**
 * The chart of accounts of the ledger (docs/decisions.md: "Plan de cuentas"). Codes are stored on every ledger
 * line; a line may also carry the client (receivables), the user (operator pay) and the audit it belongs to.
 *
 * Cash is split into two sub-accounts so that the month's income and expenses are sums of one account each:
 * money coming in (collections and manual income, and their reversals) is posted to `caja_entradas`, money going
 * out (expenses, salaries, commissions, advances, and their reversals) to `caja_salidas`. The cash balance is their sum.
 */
export const EXPENSE_CATEGORIES = ['operativo', 'administrativo', 'impuestos', 'servicios', 'otros'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const ACCOUNTS = {
  cajaEntradas: '1101',
  cajaSalidas: '1102',
  cuentasACobrar: '1201',
  adelantos: '1301',
  operadoresAPagar: '2101',
  sueldosAPagar: '2201',
  ingresosAuditorias: '4101',
  ingresosManuales: '4201',
  pagoOperadores: '5101',
  sueldos: '5201',
  gastoOperativo: '5301',
  gastoAdministrativo: '5302',
  gastoImpuestos: '5303',
  gastoServicios: '5304',
  gastoOtros: '5305',
} as const;
export type AccountCode = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/**
 * The amount a journal movement shows (`GET /finanzas/movimientos`): the first of these that the entry moved, in
 * this order, times its sign. What it moved in cash; else what it recognised: an audit delivery its receivable, a
 * salary accrual or an operator's pay with nothing charged (a free audit delivered) their expense, negative as every
 * egreso.
 */
export const MOVEMENT_AMOUNT_SOURCES: readonly { accounts: readonly AccountCode[]; sign: 1 | -1 }[] = [
  { accounts: [ACCOUNTS.cajaEntradas, ACCOUNTS.cajaSalidas], sign: 1 },
  { accounts: [ACCOUNTS.cuentasACobrar], sign: 1 },
  { accounts: [ACCOUNTS.sueldos, ACCOUNTS.pagoOperadores], sign: -1 },
];

export type AccountType = 'activo' | 'pasivo' | 'ingreso' | 'egreso';

export const CHART_OF_ACCOUNTS: ReadonlyArray<{ codigo: AccountCode; nombre: string; tipo: AccountType }> = [
  { codigo: ACCOUNTS.cajaEntradas, nombre: 'Caja (entradas)', tipo: 'activo' },
  { codigo: ACCOUNTS.cajaSalidas, nombre: 'Caja (salidas)', tipo: 'activo' },
  { codigo: ACCOUNTS.cuentasACobrar, nombre: 'Cuentas a cobrar (por cliente)', tipo: 'activo' },
  { codigo: ACCOUNTS.adelantos, nombre: 'Adelantos al personal', tipo: 'activo' },
  { codigo: ACCOUNTS.operadoresAPagar, nombre: 'Operadores a pagar', tipo: 'pasivo' },
  { codigo: ACCOUNTS.sueldosAPagar, nombre: 'Sueldos a pagar', tipo: 'pasivo' },
  { codigo: ACCOUNTS.ingresosAuditorias, nombre: 'Ingresos por auditorías', tipo: 'ingreso' },
  { codigo: ACCOUNTS.ingresosManuales, nombre: 'Ingresos manuales', tipo: 'ingreso' },
  { codigo: ACCOUNTS.pagoOperadores, nombre: 'Pago a operadores', tipo: 'egreso' },
  { codigo: ACCOUNTS.sueldos, nombre: 'Sueldos', tipo: 'egreso' },
  { codigo: ACCOUNTS.gastoOperativo, nombre: 'Gastos operativos', tipo: 'egreso' },
  { codigo: ACCOUNTS.gastoAdministrativo, nombre: 'Gastos administrativos', tipo: 'egreso' },
  { codigo: ACCOUNTS.gastoImpuestos, nombre: 'Impuestos', tipo: 'egreso' },
  { codigo: ACCOUNTS.gastoServicios, nombre: 'Servicios', tipo: 'egreso' },
  { codigo: ACCOUNTS.gastoOtros, nombre: 'Otros gastos', tipo: 'egreso' },
];

export const ACCOUNT_CODES: readonly AccountCode[] = CHART_OF_ACCOUNTS.map((a) => a.codigo);

export const EXPENSE_ACCOUNT: Record<ExpenseCategory, AccountCode> = {
  operativo: ACCOUNTS.gastoOperativo,
  administrativo: ACCOUNTS.gastoAdministrativo,
  impuestos: ACCOUNTS.gastoImpuestos,
  servicios: ACCOUNTS.gastoServicios,
  otros: ACCOUNTS.gastoOtros,
};

export const CASH_ACCOUNTS: readonly AccountCode[] = [ACCOUNTS.cajaEntradas, ACCOUNTS.cajaSalidas];
export const EXPENSE_ACCOUNTS: readonly AccountCode[] = Object.values(EXPENSE_ACCOUNT);

export function accountName(code: string): string {
  return CHART_OF_ACCOUNTS.find((a) => a.codigo === code)?.nombre ?? code;
}
