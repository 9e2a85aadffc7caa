import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImportColumn, ImportProblem, ImportProblemKind } from '@bc/shared/contracts';
import {
  analyseImport, emptyIndex, type ExistingIndex, guessMapping, nameKey, planImport, previewOf, readRows, registrationKey,
} from '../../../src/domains/imports/engine';
import { matchers } from './dictionaries';

const HEADER = ['Registration', 'Name', 'Sex', 'Birthdate', 'Color', 'Sire', 'Dam', 'Test Date', 'Result'];
const mapping = (header = HEADER) => ({
  registry: 'ABCA',
  columns: guessMapping(header).map((c): ImportColumn => (c.header === 'Result' ? { header: 'Result', field: 'hips', system: 'ofa' } : c)),
});

function preview(rows: string[][], existing: ExistingIndex = emptyIndex(), fixes = {}) {
  const read = readRows(HEADER, rows, mapping(), matchers, fixes);
  const analysis = analyseImport(read, existing);
  return { analysis, ...previewOf(analysis) };
}
const ofKind = (problems: ImportProblem[], kind: ImportProblemKind) => problems.filter((p) => p.kind === kind);

// Row numbers: the header is row 1, so rows[i] is row i + 2.
const messy = [
  ['A1', 'Alpha', 'M', '2010-01-01', 'BLACK/WHITE', '', '', '', ''], // 2
  ['B1', 'Beta', 'F', '01.01.2010', 'BLACK & WHITE', '', '', '', ''], // 3
  ['C1', 'Gamma', 'M', 'Mar  8 2012', 'MAHOGANY', 'A1', 'B1', 'May  2 2014 ', 'FAIR'], // 4
  ['C1', 'Gamma', 'M', 'Mar  8 2012', 'MAHOGANY', 'A1', 'B1', 'Jun  1 2016', 'GOOD'], // 5: the same dog, another test
  ['D1', 'Delta', 'F', '2012', 'polka dots', 'A1', 'B1', '', 'EXCELLENT'], // 6: unknown colour
  ['E1', 'Epsilon', 'M', '2014-01-01', '', 'C1', 'C1', '', ''], // 7: C1 both sire and dam
  ['F1', 'Phi', 'F', '2014-01-01', '', 'X9', 'D1', '', ''], // 8: X9 sire here ...
  ['G1', 'Eta', 'M', '2014-01-01', '', 'A1', 'X9', '', ''], // 9: ... and dam here
  ['H1', 'Theta', 'M', '2014-01-01', '', 'K1', '', '', ''], // 10: H1 -> K1 -> H1
  ['K1', 'Kappa', 'M', '2014-01-01', '', 'H1', '', '', ''], // 11
  ['L1', 'Lambda', 'F', '2011-01-01', '', 'C1', 'B1', '', ''], // 12: C1 born after L1
  ['M1', 'Mu', 'M', '2015-01-01', '', 'D1', 'B1', '', 'WONDERFUL'], // 13: a female sire, an unknown result
  ['', '', 'M', '2015-01-01', '', '', '', '', ''], // 14: no dog
  ['N1', 'Nu', 'M', '2016-01-01', '', 'Z7', 'B1', '', ''], // 15: Z7 is in no file: a placeholder
];

describe('the import preview: every problem at once, with its rows', () => {
  it('finds each kind of problem in a hand-made file', () => {
    const { problems, summary } = preview(messy);
    expect(ofKind(problems, 'duplicate')).toEqual([{ kind: 'duplicate', rows: [4, 5], dogs: ['C1'] }]);
    expect(ofKind(problems, 'same-parent')).toEqual([{ kind: 'same-parent', rows: [4, 5, 7], dogs: ['E1', 'C1'] }]);
    expect(ofKind(problems, 'both-roles')).toMatchObject([{ rows: [8, 9], dogs: ['X9', 'F1', 'G1'] }]);
    expect(ofKind(problems, 'loop')).toMatchObject([{ rows: [10, 11] }]);
    expect(ofKind(problems, 'loop')[0].dogs.sort()).toEqual(['H1', 'K1']);
    expect(ofKind(problems, 'birth-order')).toEqual([{ kind: 'birth-order', rows: [4, 5, 12], dogs: ['L1', 'C1'] }]);
    expect(ofKind(problems, 'parent-sex')).toEqual([{ kind: 'parent-sex', rows: [6, 13], dogs: ['M1', 'D1'] }]);
    expect(ofKind(problems, 'no-name')).toEqual([{ kind: 'no-name', rows: [14], dogs: [] }]);
    expect(ofKind(problems, 'unknown-value')).toEqual([
      { kind: 'unknown-value', rows: [4, 5], dogs: ['C1'], field: 'color', value: 'MAHOGANY' },
      { kind: 'unknown-value', rows: [6], dogs: ['D1'], field: 'color', value: 'polka dots' },
      { kind: 'unknown-value', rows: [13], dogs: ['M1'], field: 'hips', value: 'WONDERFUL' },
    ]);
    expect(summary).toEqual({ rows: 14, dogs: 12, existing: 0, placeholders: 2, healthResults: 3 });
  });

  it('merges the rows of one dog with all its results; a disagreement is a conflict', () => {
    const { analysis, problems } = preview([...messy.slice(0, 4), ['C1', 'Gamma', 'F', '2012-03-08', '', 'A1', 'B1', '', '']]);
    const gamma = analysis.dogs.find((d) => d.label === 'C1')!;
    expect(gamma.lines).toEqual([4, 5, 6]);
    expect(gamma.health).toEqual([
      { scaleId: 'hips:ofa', kind: 'hips', score: 'fair', testedAt: '2014-05-02' },
      { scaleId: 'hips:ofa', kind: 'hips', score: 'good', testedAt: '2016-06-01' },
    ]);
    expect(ofKind(problems, 'conflict')).toEqual([{ kind: 'conflict', rows: [4, 6], dogs: ['C1'], field: 'sex', value: 'female' }]);
  });

  it('a fix maps an unknown value; fixed values are no longer problems', () => {
    const { analysis, problems } = preview(messy, emptyIndex(), { color: { 'MAHOGANY': 'red-white' } });
    expect(ofKind(problems, 'unknown-value').map((p) => p.value)).toEqual(['polka dots', 'WONDERFUL']);
    expect(analysis.dogs.find((d) => d.label === 'C1')!.colorId).toBe('red-white');
  });

  it('finds dogs already in the database by registration, microchip, or name and birth date across scripts', () => {
    const existing = emptyIndex();
    existing.byRegistration.set(registrationKey('a 1'), { id: 501, sex: 'male', birthDate: '2010-01-01' });
    existing.byNameBirth.set(`${nameKey('Бета')}|2010-01-01`, { id: 502, sex: 'female', birthDate: '2010-01-01' });
    existing.byRegistration.set(registrationKey('Z7'), { id: 503, sex: 'male', birthDate: null });
    const rows = [
      ['', 'Beta', 'F', '2010-01-01', '', '', '', '', ''],
      ['A1', 'Alpha', 'M', '2010-01-01', '', '', '', '', ''],
      ['N1', 'Nu', 'M', '2016-01-01', '', 'Z7', 'Beta', '', ''],
    ];
    const { analysis, problems, summary } = preview(rows, existing);
    expect(ofKind(problems, 'existing')).toEqual([
      { kind: 'existing', rows: [2], dogs: ['Beta'], petId: 502 },
      { kind: 'existing', rows: [3], dogs: ['A1'], petId: 501 },
    ]);
    expect(summary.placeholders).toBe(0);
    const nu = analysis.dogs.findIndex((d) => d.label === 'N1');
    expect(analysis.sires[nu]).toEqual({ pet: { id: 503, sex: 'male', birthDate: null } });
    expect(analysis.dams[nu]).toEqual({ dog: 0 });
    // Skipped, a dog in the database stays a parent; updated, it is written.
    expect(planImport(analysis, { existing: 'skip' }).dogs.map((d) => d.dog.label)).toEqual(['N1']);
    expect(planImport(analysis, {}).dogs.map((d) => d.dog.label)).toEqual(['Beta', 'A1', 'N1']);
  });

  it('plans by the choices: drop the bad links, or skip the dogs', () => {
    const { analysis } = preview(messy);
    const dropped = planImport(analysis, { 'unknown-value': 'fix' });
    const byLabel = new Map(dropped.dogs.map((d) => [d.dog.label, d]));
    expect(byLabel.get('E1')).toMatchObject({ sire: null, dam: null });
    expect(byLabel.get('M1')).toMatchObject({ sire: null, dam: { dog: 1 } });
    expect(byLabel.get('L1')).toMatchObject({ sire: null });
    expect(byLabel.get('Z7')).toMatchObject({ sex: 'male', dog: { placeholder: true, registrations: [{ number: 'Z7' }] } });
    expect(byLabel.has('X9')).toBe(false); // both its links were dropped (one each way)
    expect(dropped.skippedLines).toEqual([14]);

    const skipped = planImport(analysis, { 'same-parent': 'skip', 'parent-sex': 'skip', 'unknown-value': 'skip', loop: 'skip' });
    const labels = skipped.dogs.map((d) => d.dog.label);
    for (const gone of ['E1', 'M1', 'D1']) expect(labels).not.toContain(gone);
    expect(skipped.skippedLines).toEqual(expect.arrayContaining([4, 5, 6, 7, 13, 14]));
  });
});

/** A generated sound file: founders then offspring of earlier dogs, every dog its own row (some twice). */
const soundFile = fc.integer({ min: 6, max: 40 }).chain((n) =>
  fc.tuple(
    fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: n, maxLength: n }),
    fc.array(fc.nat({ max: n - 1 }), { maxLength: 5 }),
  ),
);

function build([parents, repeats]: [[number, number, boolean][], number[]], inject: (rows: string[][]) => void = () => {}): string[][] {
  const males: number[] = [];
  const females: number[] = [];
  const rows = parents.map(([s, d, male], i) => {
    const sire = i >= 4 && males.length ? males[s % males.length] : -1;
    const dam = i >= 4 && females.length ? females[d % females.length] : -1;
    (male ? males : females).push(i);
    return [`R${i}`, `Dog ${i}`, male ? 'M' : 'F', `${2000 + i}-01-01`, '', sire < 0 ? '' : `R${sire}`, dam < 0 ? '' : `R${dam}`, '', ''];
  });
  inject(rows);
  for (const r of repeats) rows.push([...rows[r]]);
  return rows;
}

describe('property: generated files with every kind of problem, each found with its rows', () => {
  it('a sound file has no problems but its repeated dogs', () => {
    fc.assert(
      fc.property(soundFile, (file) => {
        const { problems } = preview(build(file));
        expect(problems.every((p) => p.kind === 'duplicate')).toBe(true);
        // Each repeated dog: one duplicate with its first row and every repeat's row.
        const n = file[0].length;
        file[1].forEach((r, k) => {
          const duplicate = problems.find((p) => p.dogs[0] === `R${r}`);
          expect(duplicate?.rows).toEqual(expect.arrayContaining([r + 2, n + 2 + k]));
        });
      }),
      { numRuns: 40 },
    );
  });

  it('each injected problem is listed with the rows that hold it', () => {
    fc.assert(
      fc.property(soundFile, fc.nat(), (file, pick) => {
        const n = file[0].length;
        const at = (i: number) => 4 + (pick % Math.max(1, n - 4)) + i;
        const child = Math.min(at(0), n - 1);
        const line = child + 2;
        const cases: [ImportProblemKind, (r: string[][]) => void][] = [
          ['same-parent', (r) => { r[child][5] = 'R0'; r[child][6] = 'R0'; }],
          ['loop', (r) => { r[0][5] = `R${child}`; r[child][5] = 'R0'; r[child][6] = ''; r[0][2] = 'M'; r[child][2] = 'M'; r[child][3] = ''; r[0][3] = ''; }],
          ['parent-sex', (r) => { r[child][5] = 'R0'; r[child][6] = ''; r[0][2] = 'F'; }],
          ['birth-order', (r) => { r[child][5] = 'R0'; r[child][6] = ''; r[0][2] = 'M'; r[0][3] = '2090-01-01'; }],
          ['both-roles', (r) => {
            const other = child === n - 1 ? 4 : child + 1;
            r[0][2] = '';
            r[child][5] = 'R0';
            r[child][6] = '';
            r[other][5] = '';
            r[other][6] = 'R0';
          }],
          ['unknown-value', (r) => { r[child][4] = 'BLACK/ORANGE'; }],
          ['no-name', (r) => { r.push(['', '', 'M', '', '', '', '', '', '']); }],
        ];
        for (const [kind, inject] of cases) {
          const copy = build(file, inject);
          const found = ofKind(preview(copy).problems, kind);
          expect(found.length, kind).toBeGreaterThan(0);
          const expectedLine = kind === 'no-name' ? n + 2 : kind === 'loop' || kind === 'both-roles' ? 2 : line;
          expect(found.some((p) => p.rows.includes(expectedLine)), `${kind} names row ${expectedLine}`).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
