import { combine, createEffect, createEvent, createStore, sample, type Event, type Store } from 'effector';
import { isAbortError, latestOnly, type ApiError } from '@bc/shared';

/** `idle` until the first query; `loading` while a query (or a retry) is in flight; then its outcome. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'failed';

export interface LoadModelOptions<Q, R> {
  /** The API call; a newer call aborts the one still in flight. */
  fetch: (query: Q, signal: AbortSignal) => Promise<R>;
  /** Equal keys mean the same request (default: the query as JSON). */
  key?: (query: Q) => string;
  /**
   * Equal subjects (the same pet at another depth, the same list on another page) keep the previous answer on screen
   * while the new one loads (default: the key, so another query starts from nothing).
   */
  subject?: (query: Q) => string;
  /** Which failures mean "there is no such thing" (default: a 404). */
  isNotFound?: (error: ApiError) => boolean;
}

const asJson = (query: unknown) => JSON.stringify(query) ?? '';
const is404 = (error: ApiError) => error.statusCode === 404;

/**
 * One answer driven by a query: `opened(query)` fetches (once while the same request is in flight), answers to
 * anything but the latest query are dropped (and the older call aborted), a "not found" failure is `not-found`, other
 * failures `failed`; `retried()` asks again for the current query.
 */
export function createLoadModel<Q, R>({ fetch, key = asJson, subject = key, isNotFound = is404 }: LoadModelOptions<Q, R>) {
  /** The view was shown, or its query (pet, depth, filters, page…) changed. */
  const opened = createEvent<Q>();
  /** The user asked to try a failed request again. */
  const retried = createEvent<void>();

  const fetchFx = createEffect<Q, R, ApiError>(latestOnly((signal: AbortSignal, query: Q) => fetch(query, signal)));

  const $query = createStore<Q | null>(null);

  const requested: Event<Q> = sample({
    clock: opened,
    source: { current: $query, pending: fetchFx.pending },
    filter: ({ current, pending }, next) => !(pending && current !== null && key(current) === key(next)),
    fn: (_, next) => next,
  });
  $query.on(requested, (_, query) => query);

  const retryRequested: Event<Q> = sample({
    clock: retried,
    source: $query,
    filter: (query): query is Q => query !== null,
  });

  const loaded: Event<{ query: Q; data: R }> = sample({
    clock: fetchFx.done,
    source: $query,
    filter: (current, { params }) => current === params,
    fn: (_, { params, result }) => ({ query: params, data: result }),
  });
  const failed: Event<ApiError> = sample({
    clock: fetchFx.fail,
    source: $query,
    filter: (current, { params, error }) => current === params && !isAbortError(error),
    fn: (_, { error }) => error,
  });

  /** The latest answer with the query it answered. */
  const $answer = createStore<{ query: Q; data: R } | null>(null).on(loaded, (_, answer) => answer);

  /** The latest answer for the current subject (it stays while another query of the same subject loads). */
  const $data: Store<R | null> = combine($answer, $query, (answer, query) =>
    answer && query !== null && subject(answer.query) === subject(query) ? answer.data : null,
  );

  const $status = createStore<LoadStatus>('idle')
    .on(requested, () => 'loading')
    .on(retryRequested, () => 'loading')
    .on(loaded, () => 'ready')
    .on(failed, (_, error) => (isNotFound(error) ? 'not-found' : 'failed'));

  const $error = createStore<ApiError | null>(null)
    .on(failed, (_, error) => error)
    .reset(requested, retryRequested, loaded);

  sample({ clock: requested, target: fetchFx });
  sample({ clock: retryRequested, target: fetchFx });

  /** Changes the answer on screen when `clock` fires (a like, a save): `update(data, payload)` gives the new answer. */
  function patch<P>(clock: Event<P>, update: (data: R, payload: P) => R) {
    $answer.on(clock, (answer, payload) => (answer ? { query: answer.query, data: update(answer.data, payload) } : answer));
  }

  return { opened, retried, fetchFx, $query, $data, $status, $error, loaded, failed, patch };
}

export type LoadModel<Q, R> = ReturnType<typeof createLoadModel<Q, R>>;
