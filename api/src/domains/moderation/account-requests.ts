import type {
  AccountRequestMove, ApproveAccountRequestBody, KennelFields, ModerationAccountRequest, ModerationAccountRequestsQuery, PageOf, RejectAccountRequestBody,
} from '@bc/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { UserRow } from '../accounts/data/users';
import type { Data } from '../data';
import type { PetRecords } from '../pets/writes';
import type { AccountRequestRow } from './data/account-requests';
import type { ActionRow, ListedAction } from './data/actions';
import type { ModerationDeps } from './deps';
import type { ModerationMail } from './mail';
import { ownSubmission } from './rules';

/** How long the link that sets a handed-over account's password works. */
export const HAND_OVER_TTL_MS = 48 * 60 * 60 * 1000;

const kennelOf = (user: UserRow): KennelFields => ({ kennelName: user.kennelName, kennelPrefix: user.kennelPrefix });
const sameKennel = (a: KennelFields, b: KennelFields) => a.kennelName === b.kennelName && a.kennelPrefix === b.kennelPrefix;
const iso = (date: Date | null) => date?.toISOString() ?? null;
const memberOf = (user: UserRow) => ({
  id: user.id, nickname: user.nickname, displayName: user.displayName, email: user.email, kennelName: user.kennelName, kennelPrefix: user.kennelPrefix,
});

type Refusals = {
  own: (message: string) => HttpError;
  conflict: (message: string, code: string) => HttpError;
  /** The entry to undo, read again in the undoing transaction (409 when it cannot be undone now). */
  undoable: (tx: Data, id: number) => Promise<ListedAction>;
};

/**
 * Requests to take over or be connected to an account (`POST /api/users/add-account-request`): the queue, approving
 * (the account handed over to the address that asked, or its dogs and kennel moved to the requester's account),
 * rejecting, and undoing a rejection or a move. Each decision is one transaction with its audit entry
 * (`account-request` records); a move writes the dogs through the pets domain (`inTransaction`: caches, search index).
 */
export function accountRequestOperations(deps: ModerationDeps, mail: ModerationMail, refuse: Refusals) {
  const { data, pets, now } = deps;

  /** The request, locked against other decisions on it, still waiting, and none of the moderator's own. */
  async function waiting(tx: Data, id: number, viewer: Viewer): Promise<{ request: AccountRequestRow; account: UserRow }> {
    await tx.moderationActions.lockRecord('account-request', id);
    const request = await tx.moderationAccountRequests.byId(id);
    if (!request) throw notFound(`params/id account request ${id} does not exist`, 'id');
    const own = ownSubmission(viewer.id, { kind: 'account-request', requesterUserId: request.requesterUserId, userId: request.userId });
    if (own) throw refuse.own(own);
    if (request.status !== 'new') throw refuse.conflict(`Account request ${id} has been decided already`, 'decided');
    const account = await tx.users.byId(request.userId);
    if (!account || account.deletedAt) throw refuse.conflict('The account asked for has been deleted', 'account_gone');
    return { request, account };
  }

  const entry = (tx: Data, viewer: Viewer, request: AccountRequestRow, values: Pick<ActionRow, 'action'> & Partial<ActionRow>) =>
    tx.moderationActions.insert({ moderatorId: viewer.id, recordKind: 'account-request', recordId: request.id, before: {}, after: {}, createdAt: now(), ...values });

  /** Moves the dogs (as breeder and as owner) and the kennel of `from` to `to`; answers what the entry keeps. */
  async function moveDogs(tx: Data, records: PetRecords, from: UserRow, to: UserRow): Promise<{ before: AccountRequestMove; after: AccountRequestMove }> {
    const { bred, owned } = await tx.moderationAccountRequests.dogsOf(from.id);
    const bredSet = new Set(bred);
    const ownedSet = new Set(owned);
    for (const id of [...new Set([...bred, ...owned])]) {
      await records.update(id, {
        ...(bredSet.has(id) ? { breederUserId: to.id, breederName: null } : {}),
        ...(ownedSet.has(id) ? { ownerUserId: to.id, ownerName: null } : {}),
      });
    }
    // The kennel goes to the requester when they have none of their own; the account keeps none.
    const gives = to.kennelName === null && to.kennelPrefix === null;
    const kennel = { from: { kennelName: null, kennelPrefix: null }, to: gives ? kennelOf(from) : kennelOf(to) };
    await tx.users.update(from.id, kennel.from);
    if (gives) await tx.users.update(to.id, kennel.to);
    const base = { decision: 'move-dogs' as const, fromUserId: from.id, toUserId: to.id, bred, owned };
    return { before: { ...base, kennel: { from: kennelOf(from), to: kennelOf(to) } }, after: { ...base, kennel } };
  }

  async function approve(id: number, body: ApproveAccountRequestBody, viewer: Viewer) {
    const note = body.note?.trim() || null;
    if (body.decision === 'move-dogs') {
      const result = await pets.inTransaction(viewer, async (tx, records) => {
        const { request, account } = await waiting(tx, id, viewer);
        const requester = request.requesterUserId === null ? undefined : await tx.users.byId(request.requesterUserId);
        if (!requester || requester.deletedAt) {
          throw new HttpError(409, 'body/decision move-dogs needs a signed-in requester; this request was sent without an account', { code: 'no_requester', field: 'decision' });
        }
        const moved = await moveDogs(tx, records, account, requester);
        await tx.moderationAccountRequests.resolve(id, 'approved', viewer.id, now());
        const row = await entry(tx, viewer, request, { action: 'approve-account-request', note, before: { ...moved.before }, after: { ...moved.after } });
        return { row, request, account, count: new Set([...moved.after.bred, ...moved.after.owned]).size };
      });
      return { ...result, answer: { decision: 'move-dogs' as const, count: result.count, note: note ?? undefined } };
    }
    const result = await data.transaction(async (tx) => {
      const { request, account } = await waiting(tx, id, viewer);
      const holder = await tx.users.byEmail(request.email);
      if (holder && holder.id !== account.id) {
        throw new HttpError(409, 'body/decision hand-over: the request\'s address belongs to another account; move the dogs to it instead', { code: 'email_taken', field: 'decision' });
      }
      await tx.users.update(account.id, { email: request.email, isActive: true });
      await tx.sessions.revokeAllOfUser(account.id);
      await tx.authTokens.expireAll(account.id);
      const token = await tx.authTokens.create(account.id, 'reset', HAND_OVER_TTL_MS);
      await tx.moderationAccountRequests.resolve(id, 'approved', viewer.id, now());
      const row = await entry(tx, viewer, request, {
        action: 'approve-account-request', note,
        before: { decision: 'hand-over', userId: account.id, email: account.email, isActive: account.isActive },
        after: { decision: 'hand-over', userId: account.id, email: request.email, isActive: true },
      });
      return { row, request, account, token };
    });
    return { ...result, answer: { decision: 'hand-over' as const, token: result.token, note: note ?? undefined } };
  }

  return {
    async list(query: ModerationAccountRequestsQuery, page: PageRequest): Promise<PageOf<ModerationAccountRequest>> {
      const { rows, total } = await data.moderationAccountRequests.list({ ...query, ...page });
      const dogs = await data.moderationAccountRequests.dogCounts([...new Set(rows.map((row) => row.target.id))]);
      return {
        items: rows.map(({ request, requester, target, resolverNickname }) => ({
          id: request.id, status: request.status, info: request.info, email: request.email, locale: request.locale as ModerationAccountRequest['locale'],
          requester: requester ? memberOf(requester) : null,
          target: { ...memberOf(target), isActive: target.isActive, dogCount: dogs.get(target.id) ?? 0 },
          createdAt: request.createdAt.toISOString(), resolvedAt: iso(request.resolvedAt),
          resolvedBy: request.resolvedBy === null ? null : { id: request.resolvedBy, nickname: resolverNickname },
        })),
        total, ...page,
      };
    },

    /** Approves a request; the address that asked is told (with the password link of a handed-over account). */
    async approve(id: number, body: ApproveAccountRequestBody, viewer: Viewer): Promise<ActionRow> {
      const { row, request, account, answer } = await approve(id, body, viewer);
      await mail.accountRequestAnswered(request, account.nickname ?? account.displayName ?? `#${account.id}`, answer);
      return row;
    },

    async reject(id: number, body: RejectAccountRequestBody, viewer: Viewer): Promise<ActionRow> {
      const note = body.note?.trim() || null;
      const { row, request, account } = await data.transaction(async (tx) => {
        const found = await waiting(tx, id, viewer);
        await tx.moderationAccountRequests.resolve(id, 'rejected', viewer.id, now());
        const written = await entry(tx, viewer, found.request, {
          action: 'reject-account-request', reason: body.reason, note, before: { status: 'new' }, after: { status: 'rejected' },
        });
        return { row: written, ...found };
      });
      await mail.accountRequestAnswered(request, account.nickname ?? account.displayName ?? `#${account.id}`, {
        decision: 'reject', reason: body.reason, note: note ?? undefined,
      });
      return row;
    },

    /**
     * Undoes a rejection, or an approval that moved dogs: the request waits again; the dogs still with the requester
     * go back to the account (one the requester has given to someone else since stays where it is), and each kennel
     * comes back unless its member changed it since.
     */
    async undo(target: ListedAction, viewer: Viewer): Promise<ActionRow> {
      const request = await data.moderationAccountRequests.byId(target.recordId);
      const own = request && ownSubmission(viewer.id, { kind: 'account-request', requesterUserId: request.requesterUserId, userId: request.userId });
      if (own) throw refuse.own(own);
      const reopen = async (tx: Data, after: Record<string, unknown>, before: Record<string, unknown>) => {
        const current = await tx.moderationAccountRequests.byId(target.recordId);
        if (!current) throw notFound(`params/id account request ${target.recordId} does not exist`, 'id');
        await tx.moderationAccountRequests.resolve(current.id, 'new', null, null);
        const row = await entry(tx, viewer, current, { action: 'reopen-account-request', undoes: target.id, before, after });
        await tx.moderationActions.markUndone(target.id, row.id);
        return row;
      };
      if (target.action === 'reject-account-request') {
        return data.transaction(async (tx) => {
          await tx.moderationActions.lockRecord('account-request', target.recordId);
          await refuse.undoable(tx, target.id);
          return reopen(tx, { status: 'new' }, { status: 'rejected' });
        });
      }
      return pets.inTransaction(viewer, async (tx, records) => {
        await tx.moderationActions.lockRecord('account-request', target.recordId);
        const undone = await refuse.undoable(tx, target.id);
        const before = undone.before as unknown as AccountRequestMove;
        const after = undone.after as unknown as AccountRequestMove;
        const bred = await tx.connectBreeders.stillWith(after.bred, 'breeder', after.toUserId);
        const owned = await tx.connectBreeders.stillWith(after.owned, 'owner', after.toUserId);
        for (const id of [...new Set([...bred, ...owned])]) {
          await records.update(id, {
            ...(bred.includes(id) ? { breederUserId: after.fromUserId, breederName: null } : {}),
            ...(owned.includes(id) ? { ownerUserId: after.fromUserId, ownerName: null } : {}),
          });
        }
        // One after the other on the transaction's connection.
        const from = await tx.users.byId(after.fromUserId);
        const to = await tx.users.byId(after.toUserId);
        const kennels: string[] = [];
        if (from && !from.deletedAt && sameKennel(kennelOf(from), after.kennel.from)) {
          await tx.users.update(from.id, before.kennel.from);
          kennels.push('from');
        }
        if (to && !to.deletedAt && !sameKennel(before.kennel.to, after.kennel.to) && sameKennel(kennelOf(to), after.kennel.to)) {
          await tx.users.update(to.id, before.kennel.to);
          kennels.push('to');
        }
        return reopen(tx, { status: 'new', bred, owned, kennels }, { status: 'approved', bred: after.bred, owned: after.owned });
      });
    },
  };
}
