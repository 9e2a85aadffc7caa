import { PedigreeError } from '../../../src/pedigree';

/** The PedigreeError that fn throws (any other error is rethrown; no error fails the test). */
export function refusal(fn: () => unknown): PedigreeError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PedigreeError) return e;
    throw e;
  }
  throw new Error('expected a PedigreeError');
}
