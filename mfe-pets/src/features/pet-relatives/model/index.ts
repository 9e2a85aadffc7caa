import { createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import type { ApiError } from '@bc/shared';
import type { OffspringResponse, SiblingsResponse } from '@bc/shared/contracts';
import { getOffspring } from '../api/get-offspring';
import { getSiblings } from '../api/get-siblings';

export type RelativesStatus = 'loading' | 'ready' | 'failed';

/** A tab's data for one pet: loads when the tab opens (or the pet changes); stale answers are dropped. */
function createRelatives<T>(fetch: (id: number) => Promise<T>) {
  const opened = createEvent<number>();
  const retried = createEvent<void>();
  const fetchFx: Effect<number, T, ApiError> = createEffect<number, T, ApiError>(fetch);
  const $id = createStore<number | null>(null).on(opened, (_, id) => id);
  const answered = sample({
    clock: fetchFx.finally,
    source: $id,
    filter: (id, answer) => id === answer.params,
    fn: (_, answer) => answer,
  });
  const $data = createStore<{ id: number; data: T } | null>(null).on(answered, (current, answer) =>
    answer.status === 'done' ? { id: answer.params, data: answer.result } : current,
  );
  const $status = createStore<RelativesStatus>('loading')
    .on([opened, retried], () => 'loading')
    .on(answered, (_, answer) => (answer.status === 'done' ? 'ready' : 'failed'));
  sample({ clock: opened, target: fetchFx });
  sample({ clock: retried, source: $id, filter: (id): id is number => id !== null, target: fetchFx });
  return { opened, retried, fetchFx, $data, $status };
}

export const siblings = createRelatives<SiblingsResponse>(getSiblings);
export const offspring = createRelatives<OffspringResponse>(getOffspring);
