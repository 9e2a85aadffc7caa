import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ApiError } from '@bc/shared';
import { getPetShort } from '@bc/shared/pets';
import type { PetShort, Sex } from '@bc/shared/contracts';
import { ROLE_SEX, type ParentRole } from '../lib/pair';
import { createNameSearch, type NameItem } from './name-search';

/** empty: nothing chosen; loading: the pet of the URL is being fetched; not-found: the URL names no visible pet. */
export type SlotStatus = 'empty' | 'loading' | 'ready' | 'not-found' | 'failed';

export interface ChosenPet {
  id: number;
  registeredName: string;
  callName: string | null;
  sex: Sex;
  birthYear: number | null;
}

const fromShort = (pet: PetShort): ChosenPet => ({
  id: pet.id,
  registeredName: pet.registeredName,
  callName: pet.callName,
  sex: pet.sex,
  birthYear: pet.birthDate ? Number(pet.birthDate.slice(0, 4)) : null,
});

export const fromNameItem = (item: NameItem): ChosenPet => ({ ...item });

/**
 * One side of the mating. The URL holds the chosen id (`linked` on load and on every URL change); a pet picked in
 * the list is known at once, a pet named only by the URL is fetched by id.
 */
export function createParentSlot(role: ParentRole) {
  /** The URL's id for this side changed (or the page opened with it). */
  const linked = createEvent<number | null>();
  /** A pet was chosen in the picker (the view writes its id to the URL). */
  const picked = createEvent<ChosenPet>();
  /** Fetching the pet of the URL failed and the user tries again. */
  const retried = createEvent();

  const getPetFx = createEffect<number, PetShort, ApiError>((id) => getPetShort(id));
  const search = createNameSearch(ROLE_SEX[role]);
  const emptied = sample({ clock: linked, filter: (id) => id === null });

  /** The id this side shows or is fetching. */
  const $requested = createStore<number | null>(null)
    .on(getPetFx, (_, id) => id)
    .on(picked, (_, pet) => pet.id)
    .reset(emptied);
  const $pet = createStore<ChosenPet | null>(null)
    .on(picked, (_, pet) => pet)
    .on(getPetFx, () => null)
    .reset(emptied);
  const $status = createStore<SlotStatus>('empty')
    .on(picked, () => 'ready')
    .on(getPetFx, () => 'loading')
    .reset(emptied);
  /** A pet of the other sex on this side (only a hand-written or reversed link can do that). */
  const $wrongSex = $pet.map((pet) => pet !== null && pet.sex !== ROLE_SEX[role]);

  sample({
    clock: linked,
    source: { pet: $pet, requested: $requested, status: $status },
    filter: ({ pet, requested, status }, id) => id !== null && pet?.id !== id && !(status === 'loading' && requested === id),
    fn: (_, id) => id as number,
    target: getPetFx,
  });
  sample({ clock: retried, source: $requested, filter: (id) => id !== null, fn: (id) => id as number, target: getPetFx });

  // Only the answer for the id still wanted counts.
  const answered = sample({
    clock: getPetFx.finally,
    source: $requested,
    filter: (requested, answer) => requested === answer.params,
    fn: (_, answer) => answer,
  });
  $pet.on(answered, (pet, answer) => (answer.status === 'done' ? fromShort(answer.result) : pet));
  $status.on(answered, (_, answer) => {
    if (answer.status === 'done') return 'ready';
    return answer.error.statusCode === 404 || answer.error.statusCode === 400 ? 'not-found' : 'failed';
  });

  sample({ clock: picked, target: search.searchReset });

  return { role, linked, picked, retried, getPetFx, search, $pet, $status, $wrongSex };
}

export type ParentSlot = ReturnType<typeof createParentSlot>;
