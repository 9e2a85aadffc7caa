import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  /** A file answer, sent as it is (instead of `body` as JSON); its type in `headers`. */
  raw?: string | Blob;
  headers?: Record<string, string>;
}

export type ApiRoute = ApiReply | ((request: ApiRequest) => ApiReply | Promise<ApiReply>);

/**
 * Stubs the global `fetch` (which ofetch calls) with answers by "METHOD /api/path" (no query).
 * Unknown routes answer 404. Returns the requests seen, in order.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON: keep the text
      }
    }
    const request: ApiRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init.headers),
    };
    calls.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const route = routes[`${method} ${url.pathname}`];
    const reply: ApiReply = !route
      ? { status: 404, body: { message: 'Not Found', statusCode: 404 } }
      : typeof route === 'function'
        ? await route(request)
        : route;
    const status = reply.status ?? 200;
    if (reply.raw !== undefined) return new Response(reply.raw, { status, headers: { 'content-type': 'application/octet-stream', ...reply.headers } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** An API error answer in the one error shape. */
export function apiError(statusCode: number, message: string, data?: unknown, headers?: Record<string, string>): ApiReply {
  return { status: statusCode, body: { message, statusCode, ...(data === undefined ? {} : { data }) }, headers };
}
