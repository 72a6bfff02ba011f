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
