import { NO_DATE, Pedigree, PedigreeError, type PetColumns } from '../../pedigree';

/** Most inconsistencies repaired at load before giving up. */
const MAX_REPAIRS = 200;

/**
 * The engine over every pet. Data the engine refuses (written before the checks existed, or by two
 * concurrent writes) is repaired in memory and reported through `warn`: a parent born after its offspring
 * loses the offspring's birth date, a link closing a loop or of the wrong sex is cut.
 */
export function buildEngine(columns: Required<PetColumns>, warn: (error: PedigreeError) => void): Pedigree {
  const index = new Map<number, number>();
  for (let repairs = 0; ; repairs++) {
    try {
      return Pedigree.fromColumns(columns);
    } catch (error) {
      if (!(error instanceof PedigreeError) || repairs >= MAX_REPAIRS) throw error;
      if (index.size === 0) for (let k = 0; k < columns.ids.length; k++) index.set(columns.ids[k], k);
      if (!repair(columns, index, error)) throw error;
      warn(error);
    }
  }
}

function repair(columns: Required<PetColumns>, index: Map<number, number>, error: PedigreeError): boolean {
  const [first, second] = error.ids as number[];
  const row = index.get(first);
  if (row === undefined) return false;
  const births = columns.births as Int32Array;
  const sires = columns.sires as Int32Array;
  const dams = columns.dams as Int32Array;
  switch (error.code) {
    case 'birth-order':
      births[row] = NO_DATE;
      return true;
    case 'loop':
      // ids[1] is a parent of ids[0] (a single id: its own parent).
      if (sires[row] === (second ?? first)) sires[row] = 0;
      else if (dams[row] === (second ?? first)) dams[row] = 0;
      else return false;
      return true;
    case 'sex': {
      // [child, parent] or [parent, asSireOf, asDamOf]: cut the link of the child named.
      const parent = error.ids.length === 3 ? first : second;
      const child = error.ids.length === 3 ? (error.ids[2] as number) : first;
      const c = index.get(child);
      if (c === undefined) return false;
      if (sires[c] === parent) sires[c] = 0;
      else if (dams[c] === parent) dams[c] = 0;
      else return false;
      return true;
    }
    default:
      return false;
  }
}
