import { createEffect, createEvent, createStore, sample } from 'effector';
import { getHealthSets } from '@bc/shared';
import type { BreedItem, DictionaryItem, HealthOptionSet } from '@bc/shared/contracts';
import { getBreeds } from '../api/get-breeds';
import { getCoats } from '../api/get-coats';

/**
 * The dictionaries this remote needs beyond the shell's colours and countries: coats, breeds and health option
 * sets. Each is fetched once per page load (the API caches them for an hour); a failure leaves the list empty
 * and the next request tries again.
 */
export const dictionariesRequested = createEvent<void>();

export const fetchCoatsFx = createEffect(async () => (await getCoats()).items);
export const fetchBreedsFx = createEffect(async () => (await getBreeds()).items);
export const fetchHealthFx = createEffect(async () => (await getHealthSets()).items);

export const $coats = createStore<DictionaryItem[]>([]).on(fetchCoatsFx.doneData, (_, items) => items);
export const $breeds = createStore<BreedItem[]>([]).on(fetchBreedsFx.doneData, (_, items) => items);
export const $healthSets = createStore<HealthOptionSet[]>([]).on(fetchHealthFx.doneData, (_, items) => items);

sample({
  clock: dictionariesRequested,
  source: { items: $coats, pending: fetchCoatsFx.pending },
  filter: ({ items, pending }) => items.length === 0 && !pending,
  target: fetchCoatsFx,
});
sample({
  clock: dictionariesRequested,
  source: { items: $breeds, pending: fetchBreedsFx.pending },
  filter: ({ items, pending }) => items.length === 0 && !pending,
  target: fetchBreedsFx,
});
sample({
  clock: dictionariesRequested,
  source: { items: $healthSets, pending: fetchHealthFx.pending },
  filter: ({ items, pending }) => items.length === 0 && !pending,
  target: fetchHealthFx,
});
