import { ApiError, normaliseError, type CallOptions } from '@bc/shared';

/** Seconds from a Retry-After header (seconds or an HTTP date). */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Runs a call of a rate-limited account route (`(options) => callApi(…, options)`): on 429 the thrown error carries
 * the Retry-After header's seconds as `data.retryAfter` (the shared client keeps the body but not the headers).
 */
export async function withRetryAfter<T>(call: (options: CallOptions) => Promise<T>): Promise<T> {
  let retryAfter: number | undefined;
  try {
    return await call({
      onResponseError: ({ response }) => {
        if (response.status === 429) retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      },
    });
  } catch (error) {
    const failure = normaliseError(error);
    if (failure.statusCode !== 429 || retryAfter === undefined) throw failure;
    const data = (failure.data && typeof failure.data === 'object' ? failure.data : {}) as Record<string, unknown>;
    throw new ApiError({
      message: failure.message,
      statusCode: failure.statusCode,
      statusMessage: failure.statusMessage,
      data: { ...data, retryAfter },
    });
  }
}

export function retryAfterOf(error: ApiError): number | undefined {
  const value = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof value === 'number' ? value : undefined;
}
