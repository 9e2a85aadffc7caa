import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { DeletePetBody, HidePetBody, ModerationAction, ModerationPet, ModerationPetsQuery } from '@bc/shared/contracts';
import { deletePet } from '../api/delete-pet';
import { getQueue } from '../api/get-queue';
import { hidePet } from '../api/hide-pet';
import { publishPet } from '../api/publish-pet';
import { createLastReason } from '../../../ui/queue';

/** The queue's filters (in the URL). */
export type QueueFilters = Pick<ModerationPetsQuery, 'q' | 'status' | 'memberId' | 'flag'>;

export const queue = createPagedList<QueueFilters, Awaited<ReturnType<typeof getQueue>>>({ fetch: getQueue, pageSize: 20 });

export const hideFx = createEffect<HidePetBody & { id: number }, ModerationAction, ApiError>(hidePet);
export const publishFx = createEffect<number, ModerationAction, ApiError>(publishPet);

/** The reason the last hide used: `r` hides the current dog with it. */
export const lastReason = createLastReason();
sample({ clock: hideFx.done, fn: ({ params }) => params.reason, target: lastReason.used });

/** The dog whose hide form is open. */
export const hideFormOpened = createEvent<number>();
export const hideFormClosed = createEvent();
export const $hideForm = createStore<number | null>(null).on(hideFormOpened, (_, id) => id).reset(hideFormClosed, hideFx.done);

export const $decisionError = createStore<ApiError | null>(null).on([hideFx.failData, publishFx.failData], (_, error) => error).reset(hideFx, publishFx);
export const $busy = createStore<number | null>(null)
  .on(hideFx, (_, { id }) => id)
  .on(publishFx, (_, id) => id)
  .reset(hideFx.finally, publishFx.finally);

// A decision's answer is the log entry: its `after` is the dog's new publication.
const published = (entry: ModerationAction) => ({
  publishStatus: entry.after.publishStatus as 'draft' | 'published' | 'hidden',
  hiddenReason: (entry.after.hiddenReason as string | null) ?? null,
});
queue.patch(hideFx.doneData, (page, entry) => ({ ...page, items: page.items.map((pet) => (pet.id === entry.recordId ? { ...pet, ...published(entry) } : pet)) }));
queue.patch(publishFx.doneData, (page, entry) => ({ ...page, items: page.items.map((pet) => (pet.id === entry.recordId ? { ...pet, ...published(entry) } : pet)) }));

/** A dog of the page was merged into another record (the merge modal's answer): it leaves the page. */
export const petMerged = createEvent<ModerationAction>();
queue.patch(petMerged, (page, entry) => {
  const gone = Number(entry.after.duplicateId);
  const items = page.items.filter((pet) => pet.id !== gone);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
});

/** The dog whose delete dialog is open (null: closed); a deletion needs a reason and a note, and cannot be undone. */
export const deleteOpened = createEvent<ModerationPet>();
export const deleteClosed = createEvent();
export const deleteFx = createEffect<DeletePetBody & { id: number }, ModerationAction, ApiError>(deletePet);
export const $deleting = createStore<ModerationPet | null>(null).on(deleteOpened, (_, pet) => pet).reset(deleteClosed, deleteFx.done);
/** The deletion's refusal (a parent of a dog, of a mating or a litter, a dog with reports), shown in its dialog. */
export const $deleteError = createStore<ApiError | null>(null).on(deleteFx.failData, (_, error) => error).reset(deleteFx, deleteOpened, deleteClosed);
// A deleted dog leaves the page.
queue.patch(deleteFx.doneData, (page, entry) => {
  const items = page.items.filter((pet) => pet.id !== entry.recordId);
  return { ...page, items, total: page.total - (page.items.length - items.length) };
});
