import { addDays, addMonths, birthFitsMating, firstOf } from './dates';

/**
 * The integrity rules of matings and litters (refusals, unlike the breeding rules' warnings): the sire male and the
 * dam female, neither dead before the mating, the dam at least 12 months and the sire at least 6 months old at the
 * mating, a litter born 56–72 days after a mating date. Pure: the service gives it the dogs as the database has them.
 *
 * A date known to the month or the year is stored as its first day; a refusal needs certainty, so an age is checked
 * from that first day (the oldest the dog can be) and a death from the period's last day (the latest it can be).
 */

export const DAM_MIN_AGE_MONTHS = 12;
export const SIRE_MIN_AGE_MONTHS = 6;

export type Precision = 'day' | 'month' | 'year';

export interface ParentFacts {
  id: number;
  /** How the dog is named in a message: `"Name" (#id)`, or a phrase for a dog the caller may not see. */
  label: string;
  sex: 'male' | 'female';
  birthDate: string | null;
  deathDate: string | null;
  deathPrecision: Precision | null;
}

export interface IntegrityProblem {
  code: 'same-pet' | 'sire-sex' | 'dam-sex' | 'dead' | 'dam-age' | 'sire-age' | 'birth-window';
  /** The body field the form shows it beside. */
  field: string;
  message: string;
  /** The dogs it names. */
  ids: number[];
}

/** The last day a date of this precision can stand for. */
function lastDayOf(iso: string, precision: Precision | null): string {
  if (precision === 'year') return `${iso.slice(0, 4)}-12-31`;
  if (precision === 'month') return addDays(addMonths(`${iso.slice(0, 7)}-01`, 1), -1);
  return iso;
}

/** What a mating of these parents on these dates breaks (empty: nothing). `sire` null: an outside sire not created yet. */
export function pairProblems(dam: ParentFacts, sire: ParentFacts | null, matingDates: readonly string[]): IntegrityProblem[] {
  const problems: IntegrityProblem[] = [];
  if (sire && sire.id === dam.id) {
    problems.push({ code: 'same-pet', field: 'sireId', message: `${dam.label} cannot be both the sire and the dam`, ids: [dam.id] });
    return problems;
  }
  if (dam.sex !== 'female') problems.push({ code: 'dam-sex', field: 'damId', message: `${dam.label} is not a female: the dam must be a female`, ids: [dam.id] });
  if (sire && sire.sex !== 'male') problems.push({ code: 'sire-sex', field: 'sireId', message: `${sire.label} is not a male: the sire must be a male`, ids: [sire.id] });
  const first = firstOf(matingDates);
  if (first === null) return problems;
  const parents: [ParentFacts, 'damId' | 'sireId', number][] = [[dam, 'damId', DAM_MIN_AGE_MONTHS]];
  if (sire) parents.push([sire, 'sireId', SIRE_MIN_AGE_MONTHS]);
  for (const [pet, field, months] of parents) {
    if (pet.deathDate !== null && lastDayOf(pet.deathDate, pet.deathPrecision) < first) {
      problems.push({ code: 'dead', field, message: `${pet.label} died on ${pet.deathDate}, before the mating date ${first}`, ids: [pet.id] });
    }
    if (pet.birthDate !== null && addMonths(pet.birthDate, months) > first) {
      const role = field === 'damId' ? 'dam' : 'sire';
      problems.push({
        code: field === 'damId' ? 'dam-age' : 'sire-age', field,
        message: `${pet.label} (born ${pet.birthDate}) is under ${months} months old on the mating date ${first}: a ${role} must be at least ${months} months old`,
        ids: [pet.id],
      });
    }
  }
  return problems;
}

/** A litter born on `birthDate` from a mating on `matingDates`: refused unless 56–72 days after one of them. */
export function birthProblem(birthDate: string, matingDates: readonly string[], damId: number, label: string): IntegrityProblem | null {
  if (matingDates.length === 0 || birthFitsMating(birthDate, matingDates)) return null;
  return {
    code: 'birth-window', field: 'birthDate',
    message: `The litter of ${label} born on ${birthDate} is not 56–72 days after a mating date (${[...matingDates].sort().join(', ')})`,
    ids: [damId],
  };
}
