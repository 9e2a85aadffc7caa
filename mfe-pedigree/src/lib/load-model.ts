import { combine, createEffect, createEvent, createStore, sample, type Event } from 'effector';
import { isAbortError, latestOnly, type ApiError } from '@bc/shared';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'failed';

export interface LoadModelOptions<Q, R> {
  /** The API call; a newer call aborts the one still in flight. */
  fetch: (query: Q, signal: AbortSignal) => Promise<R>;
  /** Equal keys mean the same request. */
  key: (query: Q) => string;
  /** Equal subjects (same pet, same pair) keep the previous answer on screen while another depth loads. */
  subject: (query: Q) => string;
}

/**
 * One GET answer driven by a query: `opened(query)` fetches (once while the same request is in flight),
 * answers to anything but the latest query are dropped, a 404 is `not-found`, other failures `failed`.
 */
export function createLoadModel<Q, R>({ fetch, key, subject }: LoadModelOptions<Q, R>) {
  /** The view was shown, or its query (pet, depth…) changed. */
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

  const $loaded = createStore<{ query: Q; data: R } | null>(null).on(loaded, (_, answer) => answer);

  /** The latest answer for the current subject (it stays while another depth of the same pet loads). */
  const $data = combine($loaded, $query, (answer, query) =>
    answer && query !== null && subject(answer.query) === subject(query) ? answer.data : null,
  );

  const $status = createStore<LoadStatus>('idle')
    .on(requested, () => 'loading')
    .on(retryRequested, () => 'loading')
    .on(loaded, () => 'ready')
    .on(failed, (_, error) => (error.statusCode === 404 ? 'not-found' : 'failed'));

  const $error = createStore<ApiError | null>(null)
    .on(failed, (_, error) => error)
    .reset(requested, retryRequested, loaded);

  sample({ clock: requested, target: fetchFx });
  sample({ clock: retryRequested, target: fetchFx });

  return { opened, retried, fetchFx, $query, $data, $status, $error, loaded, failed };
}

export type LoadModel<Q, R> = ReturnType<typeof createLoadModel<Q, R>>;
