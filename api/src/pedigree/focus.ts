import { pedigreeErrors } from './errors';
import { SEX_FEMALE, SEX_MALE } from './sex';
import { type PedigreeStore } from './store';

/** What a report is about: a pet, or the hypothetical offspring of a test mating. */
export type Subject = { pet: number } | { sire: number; dam: number };

/** A subject resolved to store slots: `slot` is -1 for a hypothetical offspring. */
export interface Focus {
  slot: number;
  sire: number;
  dam: number;
}

export function resolveSubject(store: PedigreeStore, subject: Subject): Focus {
  if ('pet' in subject) {
    const slot = store.requireSlot(subject.pet);
    return { slot, sire: store.par[2 * slot], dam: store.par[2 * slot + 1] };
  }
  return { slot: -1, ...resolveMating(store, subject.sire, subject.dam) };
}

/** A test mating: the sire must not be female, the dam not male, and they must differ. */
export function resolveMating(store: PedigreeStore, sireId: number, damId: number): { sire: number; dam: number } {
  const sire = store.requireSlot(sireId);
  const dam = store.requireSlot(damId);
  if (sire === dam) throw pedigreeErrors.invalidArgument('a test mating needs two different pets', [sireId]);
  if (store.sex[sire] === SEX_FEMALE || store.kidsAsDam[sire] > 0) throw pedigreeErrors.mateSex(sireId, 'sire');
  if (store.sex[dam] === SEX_MALE || store.kidsAsSire[dam] > 0) throw pedigreeErrors.mateSex(damId, 'dam');
  return { sire, dam };
}

export function checkGenerations(generations: number, max: number): void {
  if (!Number.isInteger(generations) || generations < 1 || generations > max)
    throw pedigreeErrors.invalidArgument(`generations must be an integer from 1 to ${max}`);
}
