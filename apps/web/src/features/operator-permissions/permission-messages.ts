import { InvalidResponseError } from '../../lib/api-client';
import { prefixedErrorMessage } from '../../lib/error-message';

/**
 * Spec section 8: 'Error asignando operador: ...' and the other prefixes with the server's text; an answer of an
 * unexpected shape when assigning reads 'Error: Respuesta inesperada del servidor'.
 */
export function permissionErrorMessage(prefix: string, error: unknown): string {
  if (error instanceof InvalidResponseError && prefix === 'Error asignando operador') {
    return 'Error: Respuesta inesperada del servidor';
  }
  return prefixedErrorMessage(prefix, error);
}
