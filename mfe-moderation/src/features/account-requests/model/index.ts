import { createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { ModerationAccountRequest, ModerationAccountRequestsQuery, ModerationAction } from '@bc/shared/contracts';
import { type Approval, approveAccountRequest } from '../api/approve-account-request';
import { getAccountRequests } from '../api/get-account-requests';
import { getLastDecision } from '../api/get-last-decision';
import { type Rejection, rejectAccountRequest } from '../api/reject-account-request';
import { undoDecision } from '../api/undo-decision';
import { createLastReason } from '../../../ui/queue';

/** The queue's filters (in the URL): the status (new when not given), the oldest or the newest first. */
export type AccountRequestFilters = Pick<ModerationAccountRequestsQuery, 'status' | 'sort'>;

export const requests = createPagedList<AccountRequestFilters, Awaited<ReturnType<typeof getAccountRequests>>>({ fetch: getAccountRequests, pageSize: 20 });

export const approveFx = createEffect<Approval, ModerationAction, ApiError>(approveAccountRequest);
export const rejectFx = createEffect<Rejection, ModerationAction, ApiError>(rejectAccountRequest);
/**
 * Undoes the latest decision on a request (its audit entry read first): the request is new again. A decision the log
 * says cannot be undone (a hand-over, or one from before the log) is refused here as the API would refuse it.
 */
export const undoFx = createEffect<number, ModerationAction, ApiError>(async (requestId) => {
  const last = await getLastDecision(requestId);
  if (!last?.undoable) throw new ApiError({ statusCode: 409, message: 'The latest decision on this request cannot be undone', data: { code: 'not_undoable' } });
  return undoDecision(last.id);
});

/** The reason the last rejection used: `r` rejects the current request with it. */
export const lastReason = createLastReason();
sample({ clock: rejectFx.done, fn: ({ params }) => params.reason, target: lastReason.used });

/** The request whose approval dialog (hand over or move the dogs) is open. */
export const approveAsked = createEvent<number>();
export const approveClosed = createEvent();
export const $approving = createStore<number | null>(null).on(approveAsked, (_, id) => id).reset(approveClosed, approveFx.done, requests.shown);

/** The request whose reject form is open. */
export const rejectFormOpened = createEvent<number>();
export const rejectFormClosed = createEvent();
export const $rejectForm = createStore<number | null>(null).on(rejectFormOpened, (_, id) => id).reset(rejectFormClosed, rejectFx.done, requests.shown);

/** How each request was approved on this page: a hand-over has no undo. */
export const $handedOver = createStore<ReadonlySet<number>>(new Set()).on(approveFx.done, (ids, { params }) =>
  params.decision === 'hand-over' ? new Set([...ids, params.id]) : ids,
);

export const $decisionError = createStore<ApiError | null>(null)
  .on([approveFx.failData, rejectFx.failData, undoFx.failData], (_, error) => error)
  .reset(approveFx, rejectFx, undoFx);
export const $busy = createStore<number | null>(null)
  .on([approveFx, rejectFx], (_, { id }) => id)
  .on(undoFx, (_, id) => id)
  .reset(approveFx.finally, rejectFx.finally, undoFx.finally);

// A decision stays on the page with its new status (and its undo); an undo makes the request new again.
const withStatus = (status: ModerationAccountRequest['status'], entry: ModerationAction) => (page: Awaited<ReturnType<typeof getAccountRequests>>) => ({
  ...page,
  items: page.items.map((request) =>
    request.id === entry.recordId
      ? { ...request, status, resolvedAt: status === 'new' ? null : entry.createdAt, resolvedBy: status === 'new' ? null : entry.moderator }
      : request,
  ),
});
requests.patch(approveFx.doneData, (page, entry) => withStatus('approved', entry)(page));
requests.patch(rejectFx.doneData, (page, entry) => withStatus('rejected', entry)(page));
requests.patch(undoFx.doneData, (page, entry) => withStatus('new', entry)(page));
