import { ApiError } from '../../lib/api-client';
import { errorMessage, prefixedErrorMessage } from '../../lib/error-message';

export const APPROVED_MESSAGE = '✅ Auditoría aprobada y enviada al cliente exitosamente.';
export const RETURN_ERROR_PREFIX = 'Error devolviendo a corrección';
export const APPROVE_PROCESS_ERROR_PREFIX = 'Error al procesar la aprobación';

/**
 * Spec section 8: an approval the server refused shows '❌ Error: ' and the server's text, or 'No se pudo aprobar';
 * one that never got an answer (no connection, a broken answer) 'Error al procesar la aprobación: ...'.
 */
export function approveErrorText(error: unknown): string {
  if (error instanceof ApiError) return `❌ Error: ${errorMessage(error, 'No se pudo aprobar')}`;
  return prefixedErrorMessage(APPROVE_PROCESS_ERROR_PREFIX, error);
}

export function returnErrorText(error: unknown): string {
  return prefixedErrorMessage(
    RETURN_ERROR_PREFIX,
    error,
    `${RETURN_ERROR_PREFIX}: Error interno del servidor`,
  );
}
