import { createEffect, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { ConnectBreedersGroup, ConnectBreedersQuery, ModerationAction } from '@bc/shared/contracts';
import { type Connection, connectDogs } from '../api/connect-dogs';
import { getGroups } from '../api/get-groups';
import { undoConnection } from '../api/undo-connection';

/** The list's filter (in the URL): one member's group. */
export type GroupFilters = Pick<ConnectBreedersQuery, 'memberId'>;

export const groups = createPagedList<GroupFilters, Awaited<ReturnType<typeof getGroups>>>({ fetch: getGroups, pageSize: 10 });

type Member = ConnectBreedersGroup['member'];
/** Connects dogs to the group's member (named here for the page's record of connections). */
export const connectFx = createEffect<Omit<Connection, 'memberId'> & { member: Member }, ModerationAction, ApiError>(({ member, ...body }) => connectDogs({ ...body, memberId: member.id }));
export const undoFx = createEffect<number, ModerationAction, ApiError>(undoConnection);

/** A connection made on this page: the member, how many dogs, and its audit entry (what the undo takes back). */
export interface Connected {
  member: Member;
  count: number;
  entry: ModerationAction;
}
/** The connections made on this page, the latest first (each with its undo until undone). */
export const $connected = createStore<Connected[]>([])
  .on(connectFx.done, (list, { params, result }) => [{ member: params.member, count: params.petIds.length, entry: result }, ...list])
  .on(undoFx.done, (list, { params }) => list.filter((item) => item.entry.id !== params));

export const $decisionError = createStore<ApiError | null>(null).on([connectFx.failData, undoFx.failData], (_, error) => error).reset(connectFx, undoFx);
/** The member whose dogs are being connected, or the entry being undone. */
export const $busy = createStore<number | null>(null)
  .on(connectFx, (_, { member }) => member.id)
  .reset(connectFx.finally);
export const $undoing = createStore<number | null>(null).on(undoFx, (_, id) => id).reset(undoFx.finally);

// Connected dogs leave their group; a group without dogs leaves the page.
groups.patch(connectFx.done, (page, { params }) => {
  const gone = new Set(params.petIds);
  const items = page.items.flatMap((group) => {
    if (group.member.id !== params.member.id) return [group];
    const dogs = group.dogs.filter((dog) => !gone.has(dog.id));
    const dogCount = group.dogCount - (group.dogs.length - dogs.length);
    return dogCount > 0 ? [{ ...group, dogs, dogCount }] : [];
  });
  return { ...page, items, total: page.total - (page.items.length - items.length) };
});
// An undo puts dogs back in a group: the page is read again.
sample({ clock: undoFx.done, target: groups.retried });
