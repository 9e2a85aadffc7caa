import { describe, expect, it } from 'vitest';
import { byValueThenId } from '../../src/pedigree/ranking';
import { randInt, rng } from './helpers/random';

/** The order a comparison sort gives: value, then id. */
function expected(value: Float64Array, ids: Int32Array): number[] {
  return [...value.keys()].sort((a, b) => value[a] - value[b] || ids[a] - ids[b]);
}

describe('ordering a ranking by value, then id (radix sort of long lists)', () => {
  it('values that share their high 32 bits, exact ties, zeros and ids in any order come out as a comparison sort says', () => {
    const r = rng(5);
    const n = 20_000;
    const value = new Float64Array(n);
    const ids = new Int32Array(n);
    const bits = new Uint32Array(value.buffer);
    for (let k = 0; k < n; k++) {
      ids[k] = 1 + randInt(r, 1_000_000);
      const kind = randInt(r, 5);
      if (kind === 0) value[k] = 0;
      else if (kind === 1) value[k] = [0.0625, 0.125, 0.03125][randInt(r, 3)]; // exact ties (full brothers)
      else if (kind === 2) {
        // The same high word, low words apart: only the exact pass of a run can order these.
        value[k] = 0.1;
        bits[2 * k] = randInt(r, 1 << 30);
      } else value[k] = r() * 0.6;
    }
    // Runs longer than 16 sharing the high word go through the run's sort; shorter ones through insertion.
    expect(byValueThenId(value, ids)).toEqual(Int32Array.from(expected(value, ids)));
  });

  it('values spanning every digit of the high word (tiny and large exponents) are ordered', () => {
    const r = rng(9);
    const n = 6000;
    const value = new Float64Array(n);
    const ids = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      ids[k] = n - k;
      value[k] = r() < 0.5 ? r() * 2 ** -randInt(r, 900) : r() * 2 ** randInt(r, 900);
    }
    expect(byValueThenId(value, ids)).toEqual(Int32Array.from(expected(value, ids)));
  });

  it('one value for all: ordered by id', () => {
    const n = 5000;
    const value = new Float64Array(n).fill(0.25);
    const ids = Int32Array.from({ length: n }, (_, k) => (k * 7919) % 10007);
    expect(byValueThenId(value, ids)).toEqual(Int32Array.from(expected(value, ids)));
  });
});
