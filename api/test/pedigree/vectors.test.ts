import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Pedigree } from '../../src/pedigree';
import { refusal } from './helpers/refusal';
import { numberIds, readVector, sharedVectorsDir, vectorFiles, vectorsDir } from './helpers/vectors';

const { ok, errors } = vectorFiles();

function load(file: string): { pedigree: Pedigree; idOf: Map<string, number>; nameOf: Map<number, string> } {
  const { ids, sires, dams, idOf, nameOf } = numberIds(readVector(file));
  return { pedigree: Pedigree.fromColumns({ ids, sires, dams }), idOf, nameOf };
}

describe('textbook vectors through the engine', () => {
  it('finds all the vector files', () => {
    expect(ok.length).toBeGreaterThanOrEqual(9);
    expect(errors.map((f) => basename(f))).toEqual(['error-duplicate-id.csv', 'error-loop.csv']);
  });

  // The copy in the repository must not drift from the team's vectors (checked when the clone sits beside them).
  it.runIf(sharedVectorsDir() !== null)('the repository copy equals ../shared/pedigree-vectors', () => {
    const shared = sharedVectorsDir()!;
    const names = readdirSync(shared).sort();
    expect(readdirSync(vectorsDir()).sort()).toEqual(names);
    for (const name of names) expect(readFileSync(join(vectorsDir(), name), 'utf8'), name).toBe(readFileSync(join(shared, name), 'utf8'));
  });

  for (const file of ok) {
    it(`${basename(file)}: F exact to 10 decimals`, () => {
      const rows = readVector(file);
      const { pedigree, idOf } = load(file);
      for (const row of rows) {
        expect(pedigree.inbreeding(idOf.get(row.id) as number).toFixed(10), `F of ${row.id}`).toBe(row.F);
      }
    });
  }

  it('hartl-clark with string ids, shuffled, gives the same F as the original', () => {
    const a = load(ok.find((f) => f.endsWith('hartl-clark-1989-p242.csv')) as string);
    const b = load(ok.find((f) => f.endsWith('hartl-clark-shuffled-string-ids.csv')) as string);
    for (let k = 1; k <= 15; k++) {
      expect(b.pedigree.inbreeding(b.idOf.get(`HC-${k}`) as number)).toBe(a.pedigree.inbreeding(a.idOf.get(String(k)) as number));
    }
    expect(a.pedigree.inbreeding(a.idOf.get('15') as number)).toBe(0.14453125);
  });

  it('error-loop.csv is refused with the loop named in order', () => {
    const { ids, sires, dams, nameOf } = numberIds(readVector(errors.find((f) => f.endsWith('error-loop.csv')) as string));
    const error = refusal(() => Pedigree.fromColumns({ ids, sires, dams }));
    expect(error.code).toBe('loop');
    const named = error.withNames((id) => nameOf.get(id as number) ?? id);
    expect(named.ids).toEqual(['A', 'C', 'B']);
    expect(named.message).toContain('A -> C -> B -> A');
  });

  it('error-duplicate-id.csv is refused with the id named', () => {
    const { ids, sires, dams, nameOf } = numberIds(readVector(errors.find((f) => f.endsWith('error-duplicate-id.csv')) as string));
    const error = refusal(() => Pedigree.fromColumns({ ids, sires, dams }));
    expect(error.code).toBe('duplicate');
    expect(error.withNames((id) => nameOf.get(id as number) ?? id).ids).toEqual(['B']);
  });
});
