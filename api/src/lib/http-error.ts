/** An error the client should see: status, message, and optional data (e.g. `{ field }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field ? { field } : undefined);
export const unauthorized = (message = 'Sign in required', code?: string) =>
  new HttpError(401, message, code ? { code } : undefined);
export const forbidden = (message = 'Forbidden', code?: string) => new HttpError(403, message, code ? { code } : undefined);
export const notFound = (message = 'Not found', field?: string) => new HttpError(404, message, field ? { field } : undefined);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field ? { field } : undefined);
export const gone = (message: string, code?: string) => new HttpError(410, message, code ? { code } : undefined);
