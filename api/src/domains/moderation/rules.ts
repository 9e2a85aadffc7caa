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
export function ownSubmission(moderatorId: number, record: { kind: 'user'; id: number } | { kind: 'pet'; createdBy: number | null; ownerUserId: number | null }): string | null {
  if (record.kind === 'user') return record.id === moderatorId ? 'A moderator does not decide on their own account' : null;
  return record.createdBy === moderatorId || record.ownerUserId === moderatorId
    ? 'A moderator does not decide on their own dogs; another moderator will'
    : null;
}

/** Why an audit entry cannot be undone now, or null. `latest`: it is the last decision on its record. */
export function undoProblem(entry: { action: ModerationActionKind; undoneBy: number | null }, latest: boolean): string | null {
  if (!UNDOABLE_ACTIONS.includes(entry.action)) return `A ${entry.action} cannot be undone from the log`;
  if (entry.undoneBy !== null) return 'This decision has been undone already';
  if (!latest) return 'A later decision on this record came after this one; undo that one first';
  return null;
}

/** The action an undo writes: it puts back the state before the entry (a ban restores an earlier ban, if any). */
export function undoActionOf(action: ModerationActionKind, before: BanState | PublicationState): ModerationActionKind {
  if (action === 'ban') return (before as BanState).isBanned ? 'ban' : 'unban';
  return (before as PublicationState).publishStatus === 'hidden' ? 'hide-pet' : 'publish-pet';
}
