import { createEvent, createStore } from 'effector';
import type { LoadStatus } from '@bc/shared/load';

/**
 * What a page's route loader fetched ahead of it. It is kept apart from the page's own state, so a page still on
 * screen is not changed by the next page's preload; the next page's first render shows it (`shownPet`) while its own
 * load, which takes the same answer, finishes.
 */
export function prefetchedPet<T extends { id: number }>(prefetch: (id: number) => Promise<T>) {
  const prefetched = createEvent<T>();
  const $prefetched = createStore<T | null>(null).on(prefetched, (_, pet) => pet);
  /** The route loader's preload (a failure is the page's to show). */
  const preload = async (id: number): Promise<void> => {
    const pet = await prefetch(id).catch(() => null);
    if (pet) prefetched(pet);
  };
  return { $prefetched, preload };
}

/** The pet a page shows for `id`: its own load's, else the route loader's answer for it until that load ends. */
export function shownPet<T extends { id: number }>(id: number, loaded: T | null, prefetched: T | null, status: LoadStatus) {
  const early = loaded?.id !== id && prefetched?.id === id ? prefetched : null;
  return { pet: loaded?.id === id ? loaded : early, status: early ? ('ready' as const) : status };
}
