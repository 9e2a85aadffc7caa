/** Why a pedigree was refused. */
export type PedigreeErrorCode =
  | 'loop' // a pet is its own ancestor
  | 'duplicate' // an id listed twice
  | 'sex' // a sire that is not male, a dam that is not female, one pet used as both
  | 'birth-order' // a parent born after its offspring
  | 'unknown-pet' // an id that is not in the pedigree
  | 'invalid-id' // not a positive integer
  | 'invalid-argument';

/** A pet id as the caller knows it: the engine's numeric ids, or the CLI's strings. */
export type PetKey = number | string;

type Render = (ids: readonly PetKey[]) => string;

/**
 * A refused pedigree or request. `ids` names the pets involved, in a meaningful order
 * (for a loop: each one is a parent of the previous one, e.g. ['A', 'C', 'B']).
 */
export class PedigreeError extends Error {
  readonly code: PedigreeErrorCode;
  readonly ids: readonly PetKey[];
  private readonly render: Render;

  constructor(code: PedigreeErrorCode, ids: readonly PetKey[], render: Render) {
    super(render(ids));
    this.name = 'PedigreeError';
    this.code = code;
    this.ids = ids;
    this.render = render;
  }

  /** The same error with every id translated (e.g. engine ids back to the names in a CSV). */
  withNames(name: (id: PetKey) => PetKey): PedigreeError {
    return new PedigreeError(this.code, this.ids.map(name), this.render);
  }
}

const list = (ids: readonly PetKey[]): string => ids.map(String).join(', ');

export const pedigreeErrors = {
  loop: (cycle: readonly PetKey[]): PedigreeError =>
    new PedigreeError('loop', cycle, (ids) =>
      ids.length === 1
        ? `pet ${ids[0]} is its own parent`
        : `pets form a loop, each a parent of the one before: ${[...ids, ids[0]].map(String).join(' -> ')}`,
    ),
  duplicate: (id: PetKey): PedigreeError =>
    new PedigreeError('duplicate', [id], (ids) => `pet ${ids[0]} is listed more than once`),
  sireNotMale: (child: PetKey, sire: PetKey): PedigreeError =>
    new PedigreeError('sex', [child, sire], (ids) => `sire ${ids[1]} of pet ${ids[0]} is not male`),
  damNotFemale: (child: PetKey, dam: PetKey): PedigreeError =>
    new PedigreeError('sex', [child, dam], (ids) => `dam ${ids[1]} of pet ${ids[0]} is not female`),
  bothRoles: (parent: PetKey, asSireOf: PetKey, asDamOf: PetKey): PedigreeError =>
    new PedigreeError(
      'sex',
      [parent, asSireOf, asDamOf],
      (ids) => `pet ${ids[0]} is the sire of ${ids[1]} and the dam of ${ids[2]}`,
    ),
  sameParent: (child: PetKey, parent: PetKey): PedigreeError =>
    new PedigreeError('sex', [child, parent], (ids) => `pet ${ids[1]} is both sire and dam of ${ids[0]}`),
  mateSex: (id: PetKey, role: 'sire' | 'dam'): PedigreeError =>
    new PedigreeError('sex', [id], (ids) => `pet ${ids[0]} cannot be the ${role} of a test mating: not ${role === 'sire' ? 'male' : 'female'}`),
  birthOrder: (child: PetKey, parent: PetKey): PedigreeError =>
    new PedigreeError('birth-order', [child, parent], (ids) => `parent ${ids[1]} is born after its offspring ${ids[0]}`),
  unknownPet: (id: PetKey): PedigreeError =>
    new PedigreeError('unknown-pet', [id], (ids) => `pet ${ids[0]} is not in the pedigree`),
  invalidId: (id: PetKey): PedigreeError =>
    new PedigreeError('invalid-id', [id], (ids) => `pet id ${ids[0]} is not a positive integer`),
  invalidArgument: (message: string, ids: readonly PetKey[] = []): PedigreeError =>
    new PedigreeError('invalid-argument', ids, (named) => (named.length > 0 ? `${message}: ${list(named)}` : message)),
};
