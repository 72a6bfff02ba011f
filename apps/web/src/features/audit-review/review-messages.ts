import { errorMessage, prefixedErrorMessage } from '../../lib/error-message';

export const APPROVED_MESSAGE = '✅ Auditoría aprobada y enviada al cliente exitosamente.';
export const RETURN_ERROR_PREFIX = 'Error devolviendo a corrección';

/** Spec section 8: an approval that failed shows '❌ Error: ' and the server's text, or 'No se pudo aprobar'. */
export function approveErrorText(error: unknown): string {
  return `❌ Error: ${errorMessage(error, 'No se pudo aprobar')}`;
}

export function returnErrorText(error: unknown): string {
  return prefixedErrorMessage(
    RETURN_ERROR_PREFIX,
    error,
    `${RETURN_ERROR_PREFIX}: Error interno del servidor`,
  );
}
