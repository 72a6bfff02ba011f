import { ApiError, InvalidResponseError, NetworkError } from './api-client';

/**
 * The text to show for a failed call: the server's own text when it sent one, the connection message when
 * the server could not be reached, otherwise the screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof NetworkError || error instanceof InvalidResponseError) return error.message;
  return fallback;
}

/**
 * A screen's error text followed by the server's (spec section 8: 'Error al crear usuario: ...'); the text alone
 * when the server sent none; the connection message when the server could not be reached.
 */
export function prefixedErrorMessage(prefix: string, error: unknown, fallback: string = prefix): string {
  if (error instanceof ApiError) return error.serverMessage ? `${prefix}: ${error.serverMessage}` : fallback;
  if (error instanceof NetworkError || error instanceof InvalidResponseError) {
    return `${prefix}: ${error.message}`;
  }
  return fallback;
}
