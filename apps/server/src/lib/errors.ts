import { MSG } from '@auditorias/domain/messages';

export interface FieldProblem {
  campo: string;
  mensaje: string;
}

/** A failure the user should read. The error handler turns it into `{ success: false, error, message, code }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: {
      details?: FieldProblem[];
      forceLogout?: boolean;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: FieldProblem[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, details ? { details } : {});
/** A 400 about one field of the request: its message, with the field named in the details. */
export const badField = (campo: string, message: string) =>
  badRequest(message, [{ campo, mensaje: message }]);
export const unauthorized = (message: string = MSG.unauthenticated, forceLogout = false) =>
  new AppError(
    401,
    forceLogout ? 'FORCED_LOGOUT' : 'UNAUTHENTICATED',
    message,
    forceLogout ? { forceLogout } : {},
  );
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string = MSG.conflict) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
