import { createEffect, createStore, sample } from 'effector';
import { getHealthSets } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';
import { getPet } from '@bc/shared/pets';
import type { HealthOptionSet, PetDetail } from '@bc/shared/contracts';

export interface PetHealthQuery {
  id: number;
}

const petModel = createLoadModel<PetHealthQuery, PetDetail>({
  fetch: ({ id }, signal) => getPet(id, { signal }),
});

/** The genetics tab was shown for pet {id}: its stored health and DNA results are fetched. */
export const petHealthOpened = petModel.opened;
export const petHealthRetried = petModel.retried;
export const fetchPetFx = petModel.fetchFx;
/** The pet (`GET /api/pets/{id}`) of the current tab, or null while it loads. */
export const $pet = petModel.$data;
export const $petStatus = petModel.$status;

/**
 * The names of tests and results in every language, fetched once per page load. A failure leaves the list
 * empty (the section then falls back to generic names) and the next opening tries again.
 */
export const fetchHealthSetsFx = createEffect(async () => (await getHealthSets()).items);
export const $healthSets = createStore<HealthOptionSet[]>([]).on(fetchHealthSetsFx.doneData, (_, items) => items);

sample({
  clock: petHealthOpened,
  source: { items: $healthSets, pending: fetchHealthSetsFx.pending },
  filter: ({ items, pending }) => items.length === 0 && !pending,
  target: fetchHealthSetsFx,
});
