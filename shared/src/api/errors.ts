import type { ErrorResponse } from '../contracts/common';

export { BAN_MESSAGE } from '../contracts/messages';

/** A failed call: the contract's one error shape (`ErrorResponse`), for API answers and client-side failures alike. */
export class ApiError extends Error implements ErrorResponse {
  readonly statusCode: number;
  readonly statusMessage?: string;
  readonly data?: unknown;

  constructor(shape: ErrorResponse) {
    super(shape.message);
    this.name = 'ApiError';
    this.statusCode = shape.statusCode;
    this.statusMessage = shape.statusMessage;
    this.data = shape.data;
  }

  /**
   * What a person is shown of it: the API's own message for a refusal (already in the page's language), or `generic`
   * (the page's "something went wrong") for a server failure, whose message is not for them.
   */
  shownText(generic: string): string {
    return this.statusCode >= 500 ? generic : this.message;
  }

  /** The field a 400 answer names, when it names one. */
  get field(): string | undefined {
    const data = this.data as { field?: unknown } | undefined;
    return typeof data?.field === 'string' ? data.field : undefined;
  }
}

interface FetchLikeError {
  name?: string;
  message?: string;
  status?: number;
  statusCode?: number;
  statusText?: string;
  statusMessage?: string;
  data?: unknown;
}

/** Normalises anything thrown by a call to `{ message, statusCode (default 500), statusMessage?, data? }`. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const raw = (error ?? {}) as FetchLikeError;
  const body = (raw.data ?? undefined) as Partial<ErrorResponse> | undefined;
  const statusCode = body?.statusCode ?? raw.statusCode ?? raw.status ?? 500;
  const message =
    (typeof body?.message === 'string' && body.message) ||
    raw.statusMessage ||
    raw.statusText ||
    raw.message ||
    'Unknown error';
  return new ApiError({
    message,
    statusCode: typeof statusCode === 'number' ? statusCode : 500,
    statusMessage: body?.statusMessage ?? raw.statusMessage ?? raw.statusText,
    data: body && 'data' in body ? body.data : undefined,
  });
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}
