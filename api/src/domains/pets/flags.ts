import { COI_CHANGE_FLAG, type DuplicateReason, PARENT_MIN_MONTHS, type PetFlag, type PetFlagDetails } from '@bc/shared/contracts';
import { normalizeSearch } from './search-text';

/**
 * The moderators' flags of a dog, pure: which dogs may be its duplicates, which parents do not fit its birth, how
 * far its COI moved. The write paths read the rows (data/duplicates.ts), ask these, and store what they answer.
 */

/** A registered name as duplicates compare it: normalised (case, accents, Cyrillic → Latin), without spaces. */
export const nameKey = (name: string) => normalizeSearch(name).replaceAll(' ', '');

function bigrams(value: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < value.length - 1; i++) {
    const pair = value.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Names this close (Dice coefficient of their letter pairs) are similar. */
const SIMILAR_NAMES = 0.8;

const digitsOf = (key: string) => key.replace(/\D+/g, ' ').trim();

/**
 * Two registered names are similar: the same once normalised, or nearly (a letter or two apart in a long name), with
 * the same numbers (`Alpha 1` and `Alpha 2` are litter-mates, not one dog).
 */
export function similarNames(a: string, b: string): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  if (x === y) return x.length > 0;
  if (digitsOf(normalizeSearch(a)) !== digitsOf(normalizeSearch(b))) return false;
  if (x.length < 2 || y.length < 2) return false;
  const left = bigrams(x);
  const right = bigrams(y);
  let shared = 0;
  for (const [pair, n] of left) shared += Math.min(n, right.get(pair) ?? 0);
  return (2 * shared) / (x.length - 1 + (y.length - 1)) >= SIMILAR_NAMES;
}

/** A dog a new or saved dog is compared with (a row of data/duplicates.ts). */
export interface DuplicateRow {
  id: number;
  registeredName: string;
  birthDate: string | null;
  sireId: number | null;
  damId: number | null;
  microchip: string | null;
}

export interface DogForFlags {
  id: number | null;
  registeredName: string;
  birthDate: string | null;
  sireId: number | null;
  damId: number | null;
  microchip: string | null;
}

/** Dogs with a similar registered name and the same birth date or the same two parents. */
export function nameDuplicates(dog: DogForFlags, rows: readonly DuplicateRow[]): DuplicateRow[] {
  return rows.filter((row) => {
    if (row.id === dog.id) return false;
    const sameBirth = dog.birthDate !== null && row.birthDate === dog.birthDate;
    const sameParents = dog.sireId !== null && dog.damId !== null && row.sireId === dog.sireId && row.damId === dog.damId;
    return (sameBirth || sameParents) && similarNames(dog.registeredName, row.registeredName);
  });
}

/** A parent as the flags need it. */
export interface ParentForFlags {
  field: 'sireId' | 'damId';
  id: number;
  birthDate: string | null;
  deathDate: string | null;
}

/** `date` plus `months` (YYYY-MM-DD; the day clamped to the month's end). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Parents under PARENT_MIN_MONTHS at the birth, or dead before it. */
export function parentProblems(birthDate: string | null, parents: readonly ParentForFlags[]): NonNullable<PetFlagDetails['parents']> {
  if (birthDate === null) return [];
  const problems: NonNullable<PetFlagDetails['parents']> = [];
  for (const parent of parents) {
    if (parent.birthDate !== null && addMonths(parent.birthDate, PARENT_MIN_MONTHS) > birthDate) {
      problems.push({ field: parent.field, id: parent.id, problem: 'parent-young' });
    }
    if (parent.deathDate !== null && parent.deathDate < birthDate) problems.push({ field: parent.field, id: parent.id, problem: 'parent-dead' });
  }
  return problems;
}

/** The flags' particulars and kinds of a dog, from what the write found. */
export function flagsOf(found: {
  duplicates: { id: number; reason: DuplicateReason }[];
  distinctFrom: readonly number[];
  parents: NonNullable<PetFlagDetails['parents']>;
  coi: { before: number; after: number } | null;
}): { flags: PetFlag[]; flagDetails: PetFlagDetails } {
  const details: PetFlagDetails = {};
  const kinds = new Set<PetFlag>();
  // One entry per dog, with its first (strongest) reason: a microchip before a name.
  const duplicates = [...new Map(found.duplicates.toReversed().map((d) => [d.id, d])).values()].toReversed();
  if (duplicates.length > 0) {
    details.duplicates = duplicates;
    kinds.add('duplicate');
  }
  if (found.distinctFrom.length > 0) {
    details.distinctFrom = [...new Set(found.distinctFrom)];
    kinds.add('distinct');
  }
  if (found.parents.length > 0) {
    details.parents = found.parents;
    for (const p of found.parents) kinds.add(p.problem);
  }
  if (found.coi && Math.abs(found.coi.after - found.coi.before) >= COI_CHANGE_FLAG) {
    details.coi = found.coi;
    kinds.add('coi-change');
  }
  return { flags: [...kinds], flagDetails: details };
}
