import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DATE, Pedigree, type PedigreeProblem, type PetColumns } from '../../src/pedigree';
import { columnsOf, randInt, randomPedigree, rng } from './helpers/random';
import { ReferencePedigree } from './helpers/reference';
import { refusal } from './helpers/refusal';

const M = 1;
const F = 2;
const day = (iso: string): number => Date.parse(iso) / 86_400_000;

/**
 * One pedigree with every kind of bad parent link:
 *  5 is its own sire; 6 has 3 as sire and dam; 7's sire 4 is female; 8 (sex unknown) sires 9 and 10 and
 *  is the dam of 11; 12's sire 3 is born after it; 13 -> 15 -> 14 -> 13 is a loop (each the sire of the one
 *  before); 16 is fine and inbred (3 x 4, full sibs).
 */
const messy = {
  ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
  sires: [0, 0, 1, 1, 5, 3, 4, 0, 8, 8, 0, 3, 15, 13, 14, 3],
  dams: [0, 0, 2, 2, 2, 3, 2, 0, 2, 4, 8, 2, 0, 0, 0, 4],
  sexes: [M, F, M, F, M, M, M, 0, M, F, M, F, M, M, M, M],
  births: ['2010-01-01', '2010-01-01', '2012-01-01', '2012-01-01', '2014-01-01', '2014-01-01', '2014-01-01', '2012-01-01', '2014-01-01', '2014-01-01', '2014-01-01', '2011-06-01', '', '', '', '2014-01-01'].map((b) =>
    b === '' ? NO_DATE : day(b),
  ),
};

const summary = (problems: readonly PedigreeProblem[]): unknown[] =>
  problems.map((p) => [p.kind, p.error.ids, p.dropped.map((l) => `${l.child}.${l.role}`)]);

/** The columns with the dropped links made unknown. */
function without(columns: PetColumns, problems: readonly PedigreeProblem[]): PetColumns {
  const sires = Array.from(columns.sires);
  const dams = Array.from(columns.dams);
  const entry = new Map(Array.from(columns.ids, (id, k) => [id, k]));
  for (const p of problems) {
    for (const l of p.dropped) {
      const parents = l.role === 'sire' ? sires : dams;
      expect(parents[entry.get(l.child) as number]).toBe(l.parent);
      parents[entry.get(l.child) as number] = 0;
    }
  }
  return { ...columns, sires, dams };
}

describe('auditing a whole pedigree: every problem at once', () => {
  it('names each bad link with its kind and ids, and the links lenient loading drops', () => {
    const { problems, pedigree } = Pedigree.audit(messy);
    expect(pedigree).toBeNull();
    expect(summary(problems)).toEqual([
      ['own-parent', [5], ['5.sire']],
      ['same-parent', [6, 3], ['6.sire', '6.dam']],
      ['sire-not-male', [7, 4], ['7.sire']],
      ['both-roles', [8, 9, 11], ['11.dam']],
      ['birth-order', [12, 3], ['12.sire']],
      ['loop', [13, 15, 14], ['14.sire']],
    ]);
    expect(problems.map((p) => p.error.message)).toContain('pet 3 is both sire and dam of 6');
  });

  it('the first problem is the error fromColumns throws', () => {
    const first = Pedigree.audit(messy).problems[0].error;
    const error = refusal(() => Pedigree.fromColumns(messy));
    expect([error.code, error.ids, error.message]).toEqual([first.code, first.ids, first.message]);
  });

  it('lenient: computes with the bad links treated as unknown, as if the file had left them out', () => {
    const { problems, pedigree } = Pedigree.audit(messy, { lenient: true });
    expect(problems).toHaveLength(6);
    const clean = Pedigree.fromColumns(without(messy, problems));
    for (const id of messy.ids) expect(pedigree?.inbreeding(id)).toBe(clean.inbreeding(id));
    expect(pedigree?.inbreeding(16)).toBe(0.25);
    expect(pedigree?.parents(6)).toEqual({ sire: null, dam: null });
    expect(pedigree?.parents(9)).toEqual({ sire: 8, dam: 2 });
    expect(pedigree?.parents(11)).toEqual({ sire: null, dam: null });
  });

  it('a parent used in both roles keeps the role it has more often; a tie drops both', () => {
    const tie = Pedigree.audit({ ids: [1, 2, 3, 4], sires: [0, 1, 0, 0], dams: [0, 0, 1, 0] }, { lenient: true });
    expect(summary(tie.problems)).toEqual([['both-roles', [1, 2, 3], ['2.sire', '3.dam']]]);
    const dams = Pedigree.audit({ ids: [1, 2, 3, 4], sires: [0, 1, 0, 0], dams: [0, 0, 1, 1] }, { lenient: true });
    expect(summary(dams.problems)).toEqual([['both-roles', [1, 2, 3], ['2.sire']]]);
    expect(dams.pedigree?.sex(1)).toBe('unknown');
  });

  it('a pet that is its own sire still has its dam checked: a male dam is reported and dropped too', () => {
    const columns = { ids: [1, 2, 3], sires: [0, 0, 3], dams: [0, 0, 1], sexes: [M, F, M] };
    const { problems, pedigree } = Pedigree.audit(columns, { lenient: true });
    expect(summary(problems)).toEqual([
      ['own-parent', [3], ['3.sire']],
      ['dam-not-female', [3, 1], ['3.dam']],
    ]);
    expect(Pedigree.audit(without(columns, problems)).problems).toEqual([]);
    expect(pedigree?.parents(3)).toEqual({ sire: null, dam: null });
  });

  it('a sound pedigree has no problems and loads as fromColumns does', () => {
    const p = randomPedigree(5, 80, { window: 6 });
    const { problems, pedigree } = Pedigree.audit(columnsOf(p));
    expect(problems).toEqual([]);
    const ref = new ReferencePedigree(p.sire, p.dam);
    for (let i = 0; i < p.n; i++) expect(Math.abs((pedigree?.inbreeding(i + 1) ?? NaN) - ref.F(i))).toBeLessThan(1e-12);
  });

  it('property: lenient F equals the exact F of the pedigree without the dropped links, which has no problems', () => {
    const kinds: string[] = [];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 10, max: 70 }), fc.integer({ min: 1, max: 8 }), (seed, n, faults) => {
        const p = randomPedigree(seed, n, { window: 8 });
        const cols = columnsOf(p);
        const sires = [...cols.sires];
        const dams = [...cols.dams];
        const r = rng(seed ^ 0x9e3779b9);
        // A third of the sexes unknown; births in index order (parents come first).
        const sexes = cols.sexes.map((x) => (r() < 0.3 ? 0 : x));
        const births = cols.ids.map((_, i) => 10_000 + 10 * i);
        // Faults: own parent, sire = dam, a parent in the other role, a link to a descendant (loop), a sex
        // flipped, a parent born after its offspring.
        for (let k = 0; k < faults; k++) {
          const x = randInt(r, n);
          const y = randInt(r, n);
          const kind = randInt(r, 6);
          if (kind === 0) sires[x] = x + 1;
          else if (kind === 1) dams[x] = sires[x] || y + 1;
          else if (kind === 2) (r() < 0.5 ? sires : dams)[x] = (r() < 0.5 ? dams : sires)[y] || y + 1;
          else if (kind === 3) {
            // Without x's birth date, or the birth order would catch the link first.
            if (y > x) {
              sires[x] = y + 1;
              births[x] = NO_DATE;
            }
          } else if (kind === 4) sexes[x] = sexes[x] === 1 ? 2 : 1;
          else if (sires[x] > 0) births[sires[x] - 1] = births[x] + 1;
        }
        const messed = { ids: cols.ids, sires, dams, sexes, births };
        const { problems, pedigree } = Pedigree.audit(messed, { lenient: true });
        const repaired = without(messed, problems);
        expect(Pedigree.audit(repaired).problems).toEqual([]);
        const ref = new ReferencePedigree(
          Array.from(repaired.sires, (s) => s - 1),
          Array.from(repaired.dams, (d) => d - 1),
        );
        kinds.push(...problems.map((p) => p.kind));
        for (let i = 0; i < n; i++) expect(Math.abs((pedigree?.inbreeding(i + 1) ?? NaN) - ref.F(i))).toBeLessThan(1e-12);
      }),
      { seed: 20240601, numRuns: 120 },
    );
    expect(new Set(kinds)).toEqual(new Set(['own-parent', 'same-parent', 'sire-not-male', 'dam-not-female', 'both-roles', 'birth-order', 'loop']));
  });
});
