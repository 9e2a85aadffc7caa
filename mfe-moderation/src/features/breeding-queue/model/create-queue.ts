import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { createPagedList, type PageAnswer } from '@bc/shared/list';
import type { HidePetBody, ModerationAction, PublishStatus } from '@bc/shared/contracts';
import { createLastReason } from '../../../ui/queue';

/** What a breeding queue's row has for its decisions. */
export interface Announcement {
  id: number;
  publishStatus: PublishStatus;
  hiddenReason: string | null;
}

interface Calls<Filters, Answer> {
  fetch(query: Filters & { page: number; limit: number }, signal?: AbortSignal): Promise<Answer>;
  hide(body: HidePetBody & { id: number }): Promise<ModerationAction>;
  publish(id: number): Promise<ModerationAction>;
}

/**
 * A queue of announcements (matings or litters): the page, hiding one with a reason (the form open under its row, the
 * last reason kept for `r`) and publishing one again; each decision's answer (its log entry) patches the row.
 */
export function createBreedingQueue<Filters extends object, Item extends Announcement, Answer extends PageAnswer<Item>>(calls: Calls<Filters, Answer>) {
  const queue = createPagedList<Filters, Answer>({ fetch: calls.fetch, pageSize: 20 });
  const hideFx = createEffect<HidePetBody & { id: number }, ModerationAction, ApiError>(calls.hide);
  const publishFx = createEffect<number, ModerationAction, ApiError>(calls.publish);

  const lastReason = createLastReason();
  sample({ clock: hideFx.done, fn: ({ params }) => params.reason, target: lastReason.used });

  const hideFormOpened = createEvent<number>();
  const hideFormClosed = createEvent();
  const $hideForm = createStore<number | null>(null).on(hideFormOpened, (_, id) => id).reset(hideFormClosed, hideFx.done);
  const $decisionError = createStore<ApiError | null>(null).on([hideFx.failData, publishFx.failData], (_, error) => error).reset(hideFx, publishFx);
  const $busy = createStore<number | null>(null)
    .on(hideFx, (_, { id }) => id)
    .on(publishFx, (_, id) => id)
    .reset(hideFx.finally, publishFx.finally);

  // The entry's `after` is the announcement's new publication.
  const decided = (page: Answer, entry: ModerationAction): Answer => ({
    ...page,
    items: page.items.map((item) =>
      item.id === entry.recordId
        ? { ...item, publishStatus: entry.after.publishStatus as PublishStatus, hiddenReason: (entry.after.hiddenReason as string | null) ?? null }
        : item),
  });
  queue.patch(hideFx.doneData, decided);
  queue.patch(publishFx.doneData, decided);

  return { queue, hideFx, publishFx, lastReason, hideFormOpened, hideFormClosed, $hideForm, $decisionError, $busy };
}
export type BreedingQueueModel<Item extends Announcement> = ReturnType<typeof createBreedingQueue<object, Item, PageAnswer<Item>>>;
