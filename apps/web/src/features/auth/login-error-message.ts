import { errorMessage } from '../../lib/error-message';

export const LOGIN_FAILED_MESSAGE = 'Error al iniciar sesión';

/**
 * Spec section 5: the server's error or message; 'Error al iniciar sesión' when it answered without a text;
 * 'Error de conexión al servidor' when it could not be reached.
 */
export function loginErrorMessage(error: unknown): string {
  return errorMessage(error, LOGIN_FAILED_MESSAGE);
}
