import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { AttachmentRequestItem, AttachmentRequestsQuery, PetDetail } from '@bc/shared/contracts';
import { decideRequest, type RequestDecision } from '../api/decide-request';
import { getDogs } from '../api/get-dogs';
import { getRequests } from '../api/get-requests';
import { createLastReason } from '../../../ui/queue';

/** The queue's filters (in the URL): type, status (new when not given), the oldest or the newest first. */
export type RequestFilters = Pick<AttachmentRequestsQuery, 'type' | 'status' | 'order'>;

export const requests = createPagedList<RequestFilters, Awaited<ReturnType<typeof getRequests>>>({ fetch: getRequests, pageSize: 10 });

export const decideFx = createEffect<RequestDecision, AttachmentRequestItem, ApiError>(decideRequest);

/** The reason the last rejection used: `r` rejects the current request with it. */
export const lastReason = createLastReason();
sample({
  clock: decideFx.done,
  filter: ({ params }) => params.action === 'reject' && params.reason !== undefined,
  fn: ({ params }) => params.reason!,
  target: lastReason.used,
});

/** The request whose reject form is open. */
export const rejectFormOpened = createEvent<number>();
export const rejectFormClosed = createEvent();
export const $rejectForm = createStore<number | null>(null).on(rejectFormOpened, (_, id) => id).reset(rejectFormClosed, decideFx.done);

export const $decisionError = createStore<ApiError | null>(null).on(decideFx.failData, (_, error) => error).reset(decideFx);
export const $busy = createStore<number | null>(null).on(decideFx, (_, { id }) => id).reset(decideFx.finally);

// The answer is the request as decided: it stays on the page with its new status.
requests.patch(decideFx.doneData, (page, item) => ({ ...page, items: page.items.map((request) => (request.id === item.id ? item : request)) }));

/** The dogs the page's requests are about, with their current data (the documents an approval added included). */
export const dogsFx = createEffect(getDogs);
export const $dogs = createStore<Record<number, PetDetail>>({}).on(dogsFx.doneData, (dogs, loaded) => ({ ...dogs, ...loaded }));
const dogsMissing = sample({
  clock: requests.loaded,
  source: $dogs,
  fn: (dogs, { data }) => [...new Set(data.items.map((request) => request.petId))].filter((id) => !(id in dogs)),
});
sample({ clock: dogsMissing, filter: (ids) => ids.length > 0, target: dogsFx });
sample({ clock: decideFx.done, filter: ({ params }) => params.action === 'approve', fn: ({ result }) => [result.petId], target: dogsFx });
