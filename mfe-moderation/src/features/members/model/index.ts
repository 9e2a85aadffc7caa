import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { BanBody, ModerationAction, UsersQuery } from '@bc/shared/contracts';
import { banMember } from '../api/ban-member';
import { getMembers } from '../api/get-members';
import { setModerator } from '../api/set-moderator';
import { unbanMember } from '../api/unban-member';
import { createLastReason } from '../../../ui/queue';

/** The members list's filters (in the URL). */
export type MemberFilters = Pick<UsersQuery, 'q' | 'role'>;

export const members = createPagedList<MemberFilters, Awaited<ReturnType<typeof getMembers>>>({ fetch: getMembers, pageSize: 20 });

export const banFx = createEffect<BanBody & { id: number }, ModerationAction, ApiError>(banMember);
export const unbanFx = createEffect<number, ModerationAction, ApiError>(unbanMember);
export const setModeratorFx = createEffect<{ id: number; isModerator: boolean }, ModerationAction, ApiError>(setModerator);

/** The reason the last ban used: the ban form (which `r` opens) starts from it. */
export const lastReason = createLastReason();
sample({ clock: banFx.done, fn: ({ params }) => params.reason, target: lastReason.used });

/** The member whose ban form is open. */
export const banFormOpened = createEvent<number>();
export const banFormClosed = createEvent();
export const $banForm = createStore<number | null>(null).on(banFormOpened, (_, id) => id).reset(banFormClosed, banFx.done);

/** A decision's refusal, shown above the list until the next decision. */
export const $decisionError = createStore<ApiError | null>(null)
  .on([banFx.failData, unbanFx.failData, setModeratorFx.failData], (_, error) => error)
  .reset(banFx, unbanFx, setModeratorFx);
/** The member a decision is being sent for. */
export const $busy = createStore<number | null>(null)
  .on(banFx, (_, { id }) => id)
  .on(unbanFx, (_, id) => id)
  .on(setModeratorFx, (_, { id }) => id)
  .reset(banFx.finally, unbanFx.finally, setModeratorFx.finally);

// A decision's answer is the log entry: its `after` is the member's new state.
members.patch(banFx.doneData, (page, entry) => ({
  ...page,
  items: page.items.map((user) =>
    user.id === entry.recordId
      ? { ...user, isBaned: true, bannedUntil: (entry.after.bannedUntil as string | null) ?? null, banReason: (entry.after.banReason as string | null) ?? null }
      : user,
  ),
}));
members.patch(unbanFx.doneData, (page, entry) => ({
  ...page,
  items: page.items.map((user) => (user.id === entry.recordId ? { ...user, isBaned: false, bannedUntil: null, banReason: null } : user)),
}));
members.patch(setModeratorFx.doneData, (page, entry) => ({
  ...page,
  items: page.items.map((user) => (user.id === entry.recordId ? { ...user, isModerator: entry.after.isModerator === true } : user)),
}));
