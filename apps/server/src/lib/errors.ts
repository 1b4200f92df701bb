import { TEXTS } from '@portal/shared';

/**
 * The one error type services throw. The error handler turns it into
 * HTTP status + { code, message, ...details } (docs/ARCHITECTURE.md "Errors").
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details: Record<string, unknown> = {}, code = 'VALIDATION_ERROR') =>
  new AppError(400, code, message, details);
export const unauthorized = (message: string = TEXTS.http.unauthorized, code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: string = TEXTS.http.forbidden, code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = TEXTS.http.notFound, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (
  message: string = TEXTS.http.conflict,
  code = 'CONFLICT',
  details: Record<string, unknown> = {},
) => new AppError(409, code, message, details);

/** Seconds a client is told to wait (Retry-After) when the service is unavailable for now. */
export const RETRY_AFTER_SECONDS = 5;
/** 503: the database or the data folder cannot be reached for now; the same request may work in a moment. */
export const serviceUnavailable = (code = 'DATABASE_UNAVAILABLE') =>
  new AppError(503, code, TEXTS.http.serviceUnavailable);
