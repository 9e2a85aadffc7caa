import type { ModerationActionKind } from '@bc/shared/contracts';
import { UNDOABLE_ACTIONS } from '@bc/shared/contracts';

/**
 * The rules of moderators' decisions, pure (no HTTP, no SQL): what a ban's state is, what a decision changes, who may
 * decide, and what an undo writes. The service reads the rows, asks these, and writes what they answer.
 */

/** A member's ban as the audit log records it (before and after a decision). */
export interface BanState {
  isBanned: boolean;
  bannedUntil: string | null;
  banReason: string | null;
}

/** What the log keeps of a dog's publication (before and after a decision). */
export interface PublicationState {
  publishStatus: string;
  hiddenReason: string | null;
}

/** The ban a member's row holds now: an ended ban counts as none. */
export function banStateOf(user: { isBanned: boolean; bannedUntil: Date | null; banReason: string | null }, now: Date): BanState {
  const active = user.isBanned && (user.bannedUntil === null || user.bannedUntil > now);
  return active
    ? { isBanned: true, bannedUntil: user.bannedUntil?.toISOString() ?? null, banReason: user.banReason }
    : { isBanned: false, bannedUntil: null, banReason: null };
}

/** A ban's end must be later than now; null is a ban until lifted. Answers why not, or null. */
export function banEndProblem(until: string | null | undefined, now: Date): string | null {
  if (until === null || until === undefined) return null;
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) return `body/until "${until}" is not a date-time`;
  if (end <= now) return `body/until must be later than now (${now.toISOString()})`;
  return null;
}

/**
 * A moderator does not decide on their own submissions: a dog they created or own, their own account. Answers the
 * refusal's message, or null.
 */
export function ownSubmission(
  moderatorId: number,
  record: { kind: 'user'; id: number } | { kind: 'pet'; createdBy: number | null; ownerUserId: number | null }
    | { kind: 'account-request'; requesterUserId: number | null; userId: number },
): string | null {
  if (record.kind === 'user') return record.id === moderatorId ? 'A moderator does not decide on their own account' : null;
  if (record.kind === 'account-request') {
    return record.requesterUserId === moderatorId || record.userId === moderatorId
      ? 'A moderator does not decide on a request they sent or about their own account; another moderator will'
      : null;
  }
  return record.createdBy === moderatorId || record.ownerUserId === moderatorId
    ? 'A moderator does not decide on their own dogs; another moderator will'
    : null;
}

/** Why an audit entry cannot be undone now, or null. `latest`: it is the last decision on its record. */
export function undoProblem(entry: { action: ModerationActionKind; undoneBy: number | null; after: Record<string, unknown> }, latest: boolean): string | null {
  if (!UNDOABLE_ACTIONS.includes(entry.action)) return `A ${entry.action} cannot be undone from the log`;
  if (entry.action === 'approve-account-request' && entry.after.decision === 'hand-over') {
    return 'An account handed over cannot be undone from the log: its new holder may have signed in; ban or edit the account instead';
  }
  if (entry.undoneBy !== null) return 'This decision has been undone already';
  if (!latest) return 'A later decision on this record came after this one; undo that one first';
  return null;
}

/** The action an undo writes: it puts back the state before the entry (a ban restores an earlier ban, if any). */
export function undoActionOf(action: ModerationActionKind, before: BanState | PublicationState): ModerationActionKind {
  if (action === 'ban') return (before as BanState).isBanned ? 'ban' : 'unban';
  return (before as PublicationState).publishStatus === 'hidden' ? 'hide-pet' : 'publish-pet';
}

/** A dog's record as a merge compares it. */
export interface MergeCandidate {
  id: number;
  sex: 'male' | 'female';
}

/** Whether `ancestor` is among `id`'s ancestors (`parentsOf`: the pedigree engine's parents; walks each dog once). */
export function isAncestor(ancestor: number, id: number, parentsOf: (id: number) => readonly (number | null)[]): boolean {
  const seen = new Set<number>();
  const stack = [...parentsOf(id)];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === null || next === undefined || seen.has(next)) continue;
    if (next === ancestor) return true;
    seen.add(next);
    stack.push(...parentsOf(next));
  }
  return false;
}

/** Why these two records cannot be merged, as the refusal names it (field, code, message), or null. */
export function mergeProblem(
  survivor: MergeCandidate, duplicate: MergeCandidate, parentsOf: (id: number) => readonly (number | null)[],
): { status: 400 | 409; field: string; code: string; message: string } | null {
  if (survivor.id === duplicate.id) {
    return { status: 400, field: 'duplicateId', code: 'same-pet', message: 'body/duplicateId is the survivor itself: a dog is not merged with itself' };
  }
  if (survivor.sex !== duplicate.sex) {
    return { status: 409, field: 'duplicateId', code: 'sex', message: 'body/duplicateId is a dog of the other sex: two records of one dog have the same sex' };
  }
  if (isAncestor(duplicate.id, survivor.id, parentsOf) || isAncestor(survivor.id, duplicate.id, parentsOf)) {
    return { status: 409, field: 'duplicateId', code: 'loop', message: 'body/duplicateId is an ancestor or a descendant of the survivor: merging them would make a loop in the pedigree' };
  }
  return null;
}

/**
 * The survivor's fields a merge fills from the duplicate: those the survivor lacks and the duplicate has. Fields that
 * belong together (a date and its precision, a breeder's account and name, an owner's) are filled together, only when
 * the survivor has none of them.
 */
export const MERGE_FILLED_FIELDS = [
  ['callName'], ['kennelPrefix'], ['birthDate', 'birthPrecision'], ['deathDate', 'deathPrecision'], ['colorId'], ['coat'],
  ['countryOfBirth'], ['countryOfResidence'], ['microchip'], ['titles'], ['workingResults'], ['sireId'], ['damId'], ['litterId'],
  ['breederUserId', 'breederName'], ['ownerUserId', 'ownerName'],
] as const;
export type MergeFilledField = (typeof MERGE_FILLED_FIELDS)[number][number];

/** `filled`: the fields written; `before`: their values on the survivor before (what an undo puts back). */
export function mergeFill<R extends Record<MergeFilledField, unknown>>(survivor: R, duplicate: R) {
  const changes: Partial<Record<MergeFilledField, unknown>> = {};
  const before: Partial<Record<MergeFilledField, unknown>> = {};
  const lead = (field: MergeFilledField) => field !== 'birthPrecision' && field !== 'deathPrecision';
  for (const group of MERGE_FILLED_FIELDS) {
    const empty = group.filter(lead).every((field) => survivor[field] === null);
    const given = group.filter(lead).some((field) => duplicate[field] !== null);
    if (!empty || !given) continue;
    for (const field of group) {
      changes[field] = duplicate[field];
      before[field] = survivor[field];
    }
  }
  return { changes, before, filled: Object.keys(changes) as MergeFilledField[] };
}

/**
 * Why a merge's undo is not safe now, or null: the survivor is gone (merged or deleted since) or was edited after the
 * merge (its version moved on), so putting the duplicate back could undo someone's later work.
 */
export function unmergeProblem(survivor: { version: number } | undefined, mergedVersion: number, duplicateTaken: boolean): string | null {
  if (!survivor) return 'The surviving dog was merged or deleted after this merge; it cannot be undone';
  if (duplicateTaken) return 'The merged dog\'s id is in use again; this merge cannot be undone';
  if (survivor.version !== mergedVersion) return 'The surviving dog was edited after this merge; undo those changes first or separate the records by hand';
  return null;
}
