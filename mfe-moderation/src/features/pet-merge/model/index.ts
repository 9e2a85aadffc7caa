import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';
import type { MergePetsBody, ModerationAction, PetListItem, Sex } from '@bc/shared/contracts';
import { findSurvivors } from '../api/find-survivors';
import { getMergeSide } from '../api/get-merge-side';
import { mergePets } from '../api/merge-pets';

/** The record that goes, and the one picked to stay, each with what the modal compares. */
export const duplicate = createLoadModel({ fetch: getMergeSide });
export const survivor = createLoadModel({ fetch: getMergeSide });

/** The modal was opened for a duplicate (its candidate survivor preselected, if any). */
export const mergeOpened = createEvent<{ duplicateId: number; candidateId: number | null }>();
/** The moderator picked the survivor (null: picks again). */
export const survivorPicked = createEvent<number | null>();
export const $survivorId = createStore<number | null>(null)
  .on(mergeOpened, (_, { candidateId }) => candidateId)
  .on(survivorPicked, (_, id) => id);

sample({ clock: mergeOpened, fn: ({ duplicateId }) => duplicateId, target: duplicate.opened });
sample({ clock: $survivorId.updates, filter: (id): id is number => id !== null, target: survivor.opened });

/** The survivor search: dogs of the duplicate's sex by name, registration or microchip. */
export const searchFx = createEffect<{ q: string; sex: Sex }, PetListItem[], ApiError>(async ({ q, sex }) => (await findSurvivors(q, sex)).items);
export const searchTyped = createEvent<{ q: string; sex: Sex }>();
sample({ clock: searchTyped, filter: ({ q }) => q.trim().length >= 2, fn: ({ q, sex }) => ({ q: q.trim(), sex }), target: searchFx });
export const $found = createStore<PetListItem[]>([])
  .on(searchFx.doneData, (_, items) => items)
  .reset(mergeOpened);

export const mergeFx = createEffect<MergePetsBody, ModerationAction, ApiError>(mergePets);
export const $mergeError = createStore<ApiError | null>(null).on(mergeFx.failData, (_, error) => error).reset(mergeFx, mergeOpened, survivorPicked);
