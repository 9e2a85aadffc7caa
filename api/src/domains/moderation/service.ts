import {
  type ModerationBreedingQuery, type ModerationMatingsQuery, type ConnectBreedersBody, type ConnectBreedersQuery, type ApproveAccountRequestBody, BREEDING_QUEUES, type ModerationAccountRequestsQuery, type RejectAccountRequestBody, type AttachmentDecisionBody, type AttachmentRequestAction, type AttachmentRequestItem, type BanBody, type DeletePetBody, type HidePetBody, type MergePetsBody, MODERATION_QUEUES, type ModerationPet, type ModerationPetsQuery, type ModerationSummary, PETS_QUEUE_DAYS, type ModerationAction, type ModerationActionKind, type ModerationActionsQuery, type NoteBody, type PageOf,
  type PublishStatus, reasonText, type SetModeratorBody, isLocale,
} from '@bc/shared/contracts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { UserRow } from '../accounts/data/users';
import type { Data } from '../data';
import type { PetRow } from '../pets/data/pets';
import type { ModerationDeps } from './deps';
import type { ActionRow, ListedAction, NewAction } from './data/actions';
import { moderationMail } from './mail';
import { accountRequestOperations } from './account-requests';
import { breedingOperations } from './breeding';
import { connectBreederOperations } from './connect-breeders';
import { petDeletionOperations } from './deletion';
import { petMergeOperations } from './merge';
import { type BanState, banEndProblem, banStateOf, ownSubmission, type PublicationState, undoActionOf, undoProblem } from './rules';

const conflictOf = (message: string, code: string) => new HttpError(409, message, { code });
const ownRefusal = (message: string) => forbidden(message, 'own_submission');

export function toModerationAction(row: ListedAction): ModerationAction {
  return {
    id: row.id, action: row.action, recordKind: row.recordKind, recordId: row.recordId, recordName: row.recordName,
    moderator: row.moderatorId === null ? null : { id: row.moderatorId, nickname: row.moderatorNickname },
    reason: row.reason, note: row.note, before: row.before, after: row.after, undoes: row.undoes, undoneBy: row.undoneBy,
    undoable: row.undoable, createdAt: row.createdAt.toISOString(),
  };
}

const publicationOf = (pet: PetRow): PublicationState => ({ publishStatus: pet.publishStatus, hiddenReason: pet.hiddenReason });
const banColumns = (state: BanState) => ({
  isBanned: state.isBanned, bannedUntil: state.bannedUntil === null ? null : new Date(state.bannedUntil), banReason: state.banReason,
});

/**
 * Moderators' decisions on members and dogs. Each is written with its audit entry in one transaction (a member's row
 * through accounts' data access, a dog through the pets service), told to the member by email after the commit, and
 * refused on the moderator's own account or dogs.
 */
export function createModerationService(deps: ModerationDeps) {
  const { data, pets, now } = deps;
  const mail = moderationMail(deps);

  const merges = petMergeOperations(deps, { own: ownRefusal, conflict: conflictOf });
  const accountRequests = accountRequestOperations(deps, mail, { own: ownRefusal, conflict: conflictOf, undoable: (tx, id) => undoable(tx, id) });
  const connections = connectBreederOperations(deps, mail, { own: ownRefusal, undoable: (tx, id) => undoable(tx, id) });
  const breeding = breedingOperations(deps, mail, { own: ownRefusal, conflict: conflictOf, undoable: (tx, id) => undoable(tx, id) });
  const deletions = petDeletionOperations(deps, mail, { own: ownRefusal, conflict: conflictOf });
  const shown = async (row: ActionRow) => toModerationAction((await data.moderationActions.byId(row.id))!);

  /** A member's row, locked against other decisions on it until the transaction ends. */
  async function lockedMember(tx: Data, id: number): Promise<UserRow> {
    await tx.moderationActions.lockRecord('user', id);
    const user = await tx.users.byId(id);
    if (!user || user.deletedAt) throw notFound(`params/id member ${id} does not exist`, 'id');
    return user;
  }

  /** Writes a member's new state and its audit entry. */
  async function decideOnMember(
    id: number, viewer: Viewer,
    decide: (user: UserRow) => { action: ModerationActionKind; changes: Partial<UserRow>; before: object; after: object; reason?: string | null; note?: string | null },
  ) {
    const own = ownSubmission(viewer.id, { kind: 'user', id });
    if (own) throw ownRefusal(own);
    return data.transaction(async (tx) => {
      const user = await lockedMember(tx, id);
      const decision = decide(user);
      const updated = (await tx.users.update(id, decision.changes))!;
      if (decision.action === 'ban') await tx.sessions.revokeAllOfUser(id);
      const entry = await tx.moderationActions.insert({
        moderatorId: viewer.id, action: decision.action, recordKind: 'user', recordId: id, reason: decision.reason ?? null,
        note: decision.note ?? null, before: { ...decision.before }, after: { ...decision.after }, createdAt: now(),
      });
      return { entry, user: updated };
    });
  }

  /** Hides or publishes a dog through the pets service, with its audit entry in the same transaction. */
  async function decideOnPet(
    id: number, viewer: Viewer, change: { status: PublishStatus; hiddenReason?: string },
    entry: Omit<NewAction, 'recordKind' | 'recordId' | 'before' | 'after' | 'createdAt'>,
    check: { current?: (current: PetRow) => void; inside?: (tx: Data) => Promise<void>; written?: (tx: Data, row: ActionRow) => Promise<void> },
  ): Promise<ActionRow> {
    let written: ActionRow | undefined;
    await pets.setPublish({ id, status: change.status, reason: change.hiddenReason }, viewer, {
      check: (current) => {
        const own = ownSubmission(viewer.id, { kind: 'pet', createdBy: current.createdBy, ownerUserId: current.ownerUserId });
        if (own) throw ownRefusal(own);
        check.current?.(current);
      },
      written: async (tx, before, after) => {
        await check.inside?.(tx);
        written = await tx.moderationActions.insert({
          ...entry, recordKind: 'pet', recordId: id, before: { ...publicationOf(before) }, after: { ...publicationOf(after) }, createdAt: now(),
        });
        await check.written?.(tx, written);
      },
    });
    return written!;
  }

  /** The entry to undo, read again inside the transaction that undoes it (its record locked). */
  async function undoable(tx: Data, id: number): Promise<ListedAction> {
    const entry = await tx.moderationActions.byId(id);
    if (!entry) throw notFound(`params/id action ${id} does not exist`, 'id');
    const latest = (await tx.moderationActions.latestOn(entry.recordKind, entry.recordId)) === entry.id;
    const problem = undoProblem(entry, latest);
    if (problem) throw conflictOf(problem, 'not_undoable');
    return entry;
  }

  /** Undoes a ban: the member's ban state before it comes back (none, or an earlier ban). */
  async function undoBan(target: ListedAction, viewer: Viewer): Promise<ActionRow> {
    const own = ownSubmission(viewer.id, { kind: 'user', id: target.recordId });
    if (own) throw ownRefusal(own);
    return data.transaction(async (tx) => {
      const user = await lockedMember(tx, target.recordId);
      const entry = await undoable(tx, target.id);
      const restored = entry.before as unknown as BanState;
      await tx.users.update(user.id, banColumns(restored));
      const row = await tx.moderationActions.insert({
        moderatorId: viewer.id, action: undoActionOf('ban', restored), recordKind: 'user', recordId: user.id, reason: restored.banReason,
        before: { ...banStateOf(user, now()) }, after: { ...restored }, undoes: entry.id, createdAt: now(),
      });
      await tx.moderationActions.markUndone(entry.id, row.id);
      return row;
    });
  }

  /** Undoes a hide: the dog's publication before it comes back. */
  async function undoHide(target: ListedAction, viewer: Viewer): Promise<ActionRow> {
    const restored = target.before as unknown as PublicationState;
    if (restored.publishStatus !== 'published' && restored.publishStatus !== 'draft') throw conflictOf('This decision cannot be undone', 'not_undoable');
    return decideOnPet(
      target.recordId, viewer, { status: restored.publishStatus },
      { moderatorId: viewer.id, action: undoActionOf('hide-pet', restored), undoes: target.id },
      {
        inside: async (tx) => void (await undoable(tx, target.id)),
        written: (tx, row) => tx.moderationActions.markUndone(target.id, row.id),
      },
    );
  }

  return {
    async ban(id: number, body: BanBody, viewer: Viewer): Promise<ModerationAction> {
      const problem = banEndProblem(body.until, now());
      if (problem) throw badRequest(problem, 'until');
      const note = body.note.trim();
      const until = body.until ? new Date(body.until) : null;
      const { entry, user } = await decideOnMember(id, viewer, (current) => {
        const after: BanState = { isBanned: true, bannedUntil: until?.toISOString() ?? null, banReason: body.reason };
        return { action: 'ban', changes: banColumns(after), before: banStateOf(current, now()), after, reason: body.reason, note };
      });
      await mail.banned(user, { reason: body.reason, note, until });
      return shown(entry);
    },

    async unban(id: number, body: NoteBody, viewer: Viewer): Promise<ModerationAction> {
      const { entry } = await decideOnMember(id, viewer, (current) => {
        const before = banStateOf(current, now());
        if (!before.isBanned) throw conflictOf(`Member ${id} is not banned`, 'not_banned');
        const after: BanState = { isBanned: false, bannedUntil: null, banReason: null };
        return { action: 'unban', changes: banColumns(after), before, after, note: body.note?.trim() };
      });
      return shown(entry);
    },

    async setModerator(id: number, body: SetModeratorBody, viewer: Viewer): Promise<ModerationAction> {
      const { entry } = await decideOnMember(id, viewer, (current) => {
        if (current.isModerator === body.isModerator) {
          throw conflictOf(`Member ${id} ${body.isModerator ? 'is a moderator already' : 'is not a moderator'}`, 'unchanged');
        }
        return {
          action: body.isModerator ? 'grant-moderator' : 'revoke-moderator', changes: { isModerator: body.isModerator },
          before: { isModerator: current.isModerator }, after: { isModerator: body.isModerator }, note: body.note?.trim(),
        };
      });
      return shown(entry);
    },

    async hidePet(id: number, body: HidePetBody, viewer: Viewer): Promise<ModerationAction> {
      // The reason the owner reads beside the dog, in the owner's language.
      const pet = await data.pets.byId(id);
      if (!pet) throw notFound(`params/id pet ${id} does not exist`, 'id');
      const ownerId = pet.ownerUserId ?? pet.createdBy;
      const owner = ownerId === null ? undefined : await data.users.byId(ownerId);
      const locale = owner && isLocale(owner.locale) ? owner.locale : 'ru';
      const note = body.note?.trim();
      const shownReason = [reasonText(body.reason, locale), note].filter(Boolean).join(': ');
      const entry = await decideOnPet(
        id, viewer, { status: 'hidden', hiddenReason: shownReason }, { moderatorId: viewer.id, action: 'hide-pet', reason: body.reason, note: note ?? null },
        {
          current: (current) => {
            if (current.publishStatus === 'hidden') throw conflictOf(`Pet ${id} is hidden already`, 'unchanged');
          },
        },
      );
      await mail.petHidden(ownerId, { id, registeredName: pet.registeredName }, { reason: body.reason, note });
      return shown(entry);
    },

    /** Deletes a dog without offspring, matings, litters or reports (deletion.ts); the entry names it from what it was. */
    deletePet: async (id: number, body: DeletePetBody, viewer: Viewer): Promise<ModerationAction> => shown(await deletions.deletePet(id, body, viewer)),

    async publishPet(id: number, body: NoteBody, viewer: Viewer): Promise<ModerationAction> {
      const entry = await decideOnPet(
        id, viewer, { status: 'published' }, { moderatorId: viewer.id, action: 'publish-pet', note: body.note?.trim() ?? null },
        {
          current: (current) => {
            if (current.publishStatus === 'published') throw conflictOf(`Pet ${id} is published already`, 'unchanged');
          },
        },
      );
      return shown(entry);
    },

    /**
     * Merges two records of one dog: what references the duplicate moves to the survivor, the survivor's empty fields
     * are filled from it, and its id redirects to the survivor; its owners are told.
     */
    async mergePets(body: MergePetsBody, viewer: Viewer): Promise<ModerationAction> {
      const merged = await merges.merge(body, viewer);
      await mail.petMerged(merged.owners, {
        duplicateName: merged.duplicateName, survivor: { id: merged.survivor.id, registeredName: merged.survivor.registeredName }, note: body.note.trim(),
      });
      return shown(merged.row);
    },

    /**
     * Approves or rejects a member's attachment request (the pets domain attaches the file and writes the audit entry);
     * a rejection needs a reason, told to the requester by email in their language.
     */
    async decideAttachment(id: number, action: AttachmentRequestAction, body: AttachmentDecisionBody, viewer: Viewer): Promise<AttachmentRequestItem> {
      if (action === 'reject' && !body.reason) throw badRequest('body/reason is required to reject a request', 'reason');
      const note = body.note?.trim();
      const item = await pets.attachmentRequests.resolve(id, action, viewer, { reason: body.reason ?? null, note: note ?? null, at: now() });
      if (action === 'reject' && item.requester) {
        await mail.attachmentRejected(
          item.requester.userId, { id: item.petId, registeredName: item.pet?.registeredName ?? `#${item.petId}` }, { info: item.info, reason: body.reason!, note },
        );
      }
      return item;
    },

    /** The record a merged dog's id answers for now, when the viewer may see it (the old id's routes redirect there). */
    async mergedInto(id: number, viewer: Viewer | null): Promise<number | null> {
      const survivor = await data.petMerges.survivorOf(id);
      if (survivor === undefined) return null;
      return pets.short(survivor, viewer).then((pet) => pet.id, () => null);
    },

    /** Puts back what a hide or a ban changed, as a new entry that names the one it undoes. */
    async undo(id: number, viewer: Viewer): Promise<ModerationAction> {
      const target = await data.moderationActions.byId(id);
      if (!target) throw notFound(`params/id action ${id} does not exist`, 'id');
      const problem = undoProblem(target, true);
      if (problem) throw conflictOf(problem, 'not_undoable');
      if (target.action === 'merge-pets') return shown(await merges.unmerge(target, viewer, undoable));
      if (target.recordKind === 'account-request') return shown(await accountRequests.undo(target, viewer));
      if (target.action === 'connect-dogs') return shown(await connections.undo(target, viewer));
      if (target.recordKind === 'mating' || target.recordKind === 'litter') return shown(await breeding.undo(target, viewer));
      return shown(target.action === 'ban' ? await undoBan(target, viewer) : await undoHide(target, viewer));
    },

    async summary(): Promise<ModerationSummary> {
      const [counts, breedingCounts] = await Promise.all([
        data.moderationQueues.counts(new Date(now().getTime() - PETS_QUEUE_DAYS * 86_400_000)), data.breedingQueues.counts(now()),
      ]);
      return {
        queues: MODERATION_QUEUES.map((queue) => ({ queue, count: counts[queue].count, oldest: counts[queue].oldest?.toISOString() ?? null })),
        breeding: BREEDING_QUEUES.map((queue) => ({ queue, count: breedingCounts[queue].count, oldest: breedingCounts[queue].oldest?.toISOString() ?? null })),
      };
    },

    /** New and changed dogs of every status, the last changed first. */
    async pets(query: ModerationPetsQuery, page: PageRequest): Promise<PageOf<ModerationPet> & { totalCapped: boolean }> {
      const { rows, total, capped } = await data.moderationQueues.pets({ ...query, ...page });
      return {
        items: rows.map((row) => ({
          ...row.item, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), hiddenReason: row.hiddenReason,
          createdBy: row.createdById === null ? null : { id: row.createdById, nickname: row.createdByNickname },
          flags: { kinds: row.flags, details: row.flagDetails },
        })),
        total, totalCapped: capped, ...page,
      };
    },

    accountRequests: (query: ModerationAccountRequestsQuery, page: PageRequest) => accountRequests.list(query, page),
    approveAccountRequest: async (id: number, body: ApproveAccountRequestBody, viewer: Viewer) => shown(await accountRequests.approve(id, body, viewer)),
    rejectAccountRequest: async (id: number, body: RejectAccountRequestBody, viewer: Viewer) => shown(await accountRequests.reject(id, body, viewer)),

    connectBreeders: (query: ConnectBreedersQuery, page: PageRequest) => connections.list(query, page),
    connect: async (body: ConnectBreedersBody, viewer: Viewer) => shown(await connections.connect(body, viewer)),

    matingsQueue: (query: ModerationMatingsQuery, page: PageRequest) => breeding.matings(query, page),
    littersQueue: (query: ModerationBreedingQuery, page: PageRequest) => breeding.litters(query, page),
    hideAnnouncement: async (kind: 'mating' | 'litter', id: number, body: HidePetBody, viewer: Viewer) => shown(await breeding.hide(kind, id, body, viewer)),
    publishAnnouncement: async (kind: 'mating' | 'litter', id: number, body: NoteBody, viewer: Viewer) => shown(await breeding.publish(kind, id, body, viewer)),

    async actions(query: ModerationActionsQuery, page: PageRequest): Promise<PageOf<ModerationAction> & { totalCapped: boolean }> {
      const { rows, total, capped } = await data.moderationActions.list({ ...query, ...page });
      return { items: rows.map(toModerationAction), total, totalCapped: capped, ...page };
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
