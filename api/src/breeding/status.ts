/**
 * A mating's status and the stud owner's answer: what a write may change. Pure.
 *
 * planned → mated → confirmed → whelped, or missed / cancelled. The recorder may correct a status (back to planned,
 * say) except that `whelped` belongs to the litter: a mating becomes whelped when a litter is linked to it and stays
 * so while the litter exists. A mated, confirmed or missed mating has happened: its first date is not in the future.
 */

export type MatingStatus = 'planned' | 'mated' | 'confirmed' | 'whelped' | 'missed' | 'cancelled';
export type StudAnswer = 'not-needed' | 'awaiting' | 'confirmed' | 'declined';

export interface StatusRefusal {
  code: 'mating-status' | 'mating-date';
  field: string;
  message: string;
}

const HAPPENED = new Set<MatingStatus>(['mated', 'confirmed', 'missed']);

/** Why a mating may not be written with `next` (null: it may). `hasLitter`: a litter is linked to it. */
export function statusRefusal(next: MatingStatus, hasLitter: boolean, firstDate: string, today: string): StatusRefusal | null {
  if (next === 'whelped' && !hasLitter) {
    return { code: 'mating-status', field: 'status', message: 'A mating becomes whelped when its litter is recorded: add the litter instead' };
  }
  if (next !== 'whelped' && hasLitter) {
    return { code: 'mating-status', field: 'status', message: `A mating with a litter is whelped; it cannot be ${next} (delete the litter first)` };
  }
  if (HAPPENED.has(next) && firstDate > today) {
    return { code: 'mating-date', field: 'matingDates.0', message: `A ${next} mating has happened: its first date ${firstDate} cannot be in the future` };
  }
  return null;
}

/**
 * The stud owner's answer after a write: asked anew (`awaiting`) when the sire belongs to another member and the sire
 * or his owner changed; `not-needed` when the sire is the recorder's or no member's; else kept.
 */
export function studAnswerAfter(
  current: { studOwnerId: number | null; studAnswer: StudAnswer; sireId: number | null } | null,
  next: { sireOwnerId: number | null; sireId: number | null; recorderId: number },
): { studOwnerId: number | null; studAnswer: StudAnswer; changed: boolean } {
  const owner = next.sireOwnerId !== null && next.sireOwnerId !== next.recorderId ? next.sireOwnerId : null;
  if (owner === null) return { studOwnerId: null, studAnswer: 'not-needed', changed: current?.studAnswer !== 'not-needed' };
  if (current && current.studOwnerId === owner && current.sireId === next.sireId) {
    return { studOwnerId: owner, studAnswer: current.studAnswer, changed: false };
  }
  return { studOwnerId: owner, studAnswer: 'awaiting', changed: true };
}

/** Whether a mating is in the public lists and on its page for visitors: published, and not declined by the stud owner. */
export const isPublic = (m: { publishStatus: string; studAnswer: StudAnswer }) => m.publishStatus === 'published' && m.studAnswer !== 'declined';

/** The public list a mating belongs in, by status (whelped, missed and cancelled ones are in none: a litter lists itself). */
export function listKindOf(status: MatingStatus): 'planned' | 'mating' | null {
  if (status === 'planned') return 'planned';
  if (status === 'mated' || status === 'confirmed') return 'mating';
  return null;
}
