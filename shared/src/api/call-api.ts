import { apiPath } from '../contracts/api-path';
import type { AnswerOf, CallInput, ContractedEndpoint } from '../contracts/call-types';
import { apiFetch, type ApiOptions } from './client';

/** Options of one call besides its inputs: `signal`, `headers`, `onResponseError`… */
export type CallOptions = Omit<ApiOptions, 'method' | 'body' | 'query' | 'params'>;

/** `[input, options?]`, the input optional when the route requires nothing. */
export type CallArgs<E extends ContractedEndpoint> = object extends CallInput<E>
  ? [input?: CallInput<E>, options?: CallOptions]
  : [input: CallInput<E>, options?: CallOptions];

/**
 * Calls an API route through its contract: `callApi(petEndpoints.detail, { params: { id } }, { signal })`. The method
 * and URL come from the endpoint, the params, query and body are typed from the route's contract (the schemas the API
 * validates with) and so is the answer. Goes through `apiFetch`: Bearer token, refresh on 401, normalised errors,
 * logout on 401/403.
 */
export function callApi<E extends ContractedEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const path = apiPath(endpoint as ContractedEndpoint, { params, query } as never);
  return apiFetch<AnswerOf<E>>(path, { ...options, method: endpoint.method, ...(body === undefined ? {} : { body: body as ApiOptions['body'] }) });
}
