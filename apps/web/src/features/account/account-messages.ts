/** Spec: the text shown when the account statement cannot be loaded. */
export const ACCOUNT_LOAD_ERROR = 'No se pudieron cargar los datos de su cuenta.';
