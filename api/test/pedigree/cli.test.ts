import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDir, readVector, vectorFiles } from './helpers/vectors';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node src/cli/run-pedigree.mjs …` (what `pnpm pedigree` runs) from the api folder. */
function cli(...args: string[]): Promise<Run> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['src/cli/run-pedigree.mjs', ...args], { cwd: apiDir() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}

const { ok, errors } = vectorFiles();
const tmp = mkdtempSync(join(tmpdir(), 'pedigree-cli-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(tmp, name);
  writeFileSync(path, text);
  return path;
}

describe('pedigree CLI on the textbook vectors', () => {
  it('coi prints id,F for every row in input order, F to 10 decimals', async () => {
    const runs = await Promise.all(ok.map((f) => cli('coi', f)));
    runs.forEach((run, k) => {
      const expected = ['id,F', ...readVector(ok[k]).map((r) => `${r.id},${r.F}`)].join('\n') + '\n';
      expect(run.stderr, basename(ok[k])).toBe('');
      expect(run.code, basename(ok[k])).toBe(0);
      expect(run.stdout, basename(ok[k])).toBe(expected);
    });
  });

  it('refuses the loop with exit code 1 and the ids on standard error', async () => {
    const run = await cli('coi', errors.find((f) => f.endsWith('error-loop.csv')) as string);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('loop');
    expect(run.stderr).toContain('A -> C -> B -> A');
  });

  it('error-duplicate-id.csv lists B twice with the same parents: one dog for the CLI, printed once', async () => {
    // The engine refuses a duplicate id (vectors.test.ts); the CLI reads rows, and a club's file lists a dog once
    // per health test with the same parents. Rows that disagree are refused (see "every problem at once").
    const run = await cli('coi', errors.find((f) => f.endsWith('error-duplicate-id.csv')) as string);
    expect(run).toEqual({ code: 0, stdout: 'id,F\nA,0.0000000000\nB,0.0000000000\n', stderr: '' });
  });
});

describe('pedigree CLI input handling', () => {
  it('reads quoted fields, CRLF, extra columns, 0 parents; parents without a row are not printed', async () => {
    const csv = [
      'name,"dam",extra,id,sire',
      '"x, y",,1,"Ann ""the first""",0',
      'z,"Ann ""the first""",2,"C,1",Bob',
      'w,"Ann ""the first""",3,D,Bob',
      'v,D,4,E,"C,1"',
      '',
    ].join('\r\n');
    const run = await cli('coi', file('quoted.csv', csv));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // E is the offspring of full sibs C,1 x D: F = 0.25. Bob has no row: not printed.
    expect(run.stdout).toBe(['id,F', '"Ann ""the first""",0.0000000000', '"C,1",0.0000000000', 'D,0.0000000000', 'E,0.2500000000', ''].join('\n'));
  });

  it('kinship prints the COI of the offspring, full depth or over N generations', async () => {
    const hartl = ok.find((f) => f.endsWith('hartl-clark-1989-p242.csv')) as string;
    const [full, three, two] = await Promise.all([
      cli('kinship', hartl, '13', '14'),
      cli('kinship', hartl, '13', '14', '--generations', '3'),
      cli('kinship', hartl, '13', '14', '--generations', '2'),
    ]);
    expect(full).toEqual({ code: 0, stdout: '0.1445312500\n', stderr: '' });
    expect(three.stdout).toBe('0.1250000000\n');
    expect(two.stdout).toBe('0.0000000000\n');
  });

  it('names a pet that is not in the file (exit 1) and prints usage on wrong arguments (exit 2)', async () => {
    const hartl = ok.find((f) => f.endsWith('hartl-clark-1989-p242.csv')) as string;
    const [missing, none, unknown, short] = await Promise.all([
      cli('kinship', hartl, '13', 'X9'),
      cli(),
      cli('frobnicate', hartl),
      cli('kinship', hartl, '13'),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('X9');
    for (const run of [none, unknown, short]) {
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('usage:');
    }
  });

  it('refuses a pet used as both sire and dam, and a missing file', async () => {
    const [both, nofile] = await Promise.all([
      cli('coi', file('both.csv', 'id,sire,dam\nA,,\nB,A,\nC,,A\n')),
      cli('coi', join(tmp, 'nope.csv')),
    ]);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('pet A is the sire of B and the dam of C');
    expect(nofile.code).toBe(1);
    expect(nofile.stderr).toContain('cannot read');
  });
});

describe('pedigree CLI: other columns are ignored unless --check asks for them', () => {
  // A is recorded female but is the sire, C is "born" before its parents: both contradict id,sire,dam.
  const contradictory = [
    'id,sire,dam,sex,born,colour',
    'A,,,f,2020-01-01,black',
    'B,,,m,2020-01-01,red',
    'C,A,B,m,2010-01-01,',
    'D,A,B,f,2021-01-01,blue merle',
    'E,C,D,m,2022-01-01,',
    '',
  ].join('\n');

  it('coi prints id,F from id, sire and dam alone, whatever the sex and birth columns say', async () => {
    const run = await cli('coi', file('contradictory.csv', contradictory));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(['id,F', 'A,0.0000000000', 'B,0.0000000000', 'C,0.0000000000', 'D,0.0000000000', 'E,0.2500000000', ''].join('\n'));
  });

  it('kinship ignores them too', async () => {
    const run = await cli('kinship', file('contradictory-kinship.csv', contradictory), 'C', 'D');
    expect(run).toEqual({ code: 0, stdout: '0.2500000000\n', stderr: '' });
  });

  it('--check sex refuses the female sire, naming the pets (exit 1)', async () => {
    const run = await cli('coi', file('check-sex.csv', contradictory), '--check', 'sex');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('sire A of pet C is not male');
  });

  it('--check birth (also --check=sex,birth) refuses a parent born after its offspring', async () => {
    const path = file('check-birth.csv', contradictory.replace('A,,,f', 'A,,,m').replace('B,,,m', 'B,,,f'));
    const [birth, both] = await Promise.all([cli('coi', path, '--check', 'birth'), cli('kinship', path, 'C', 'D', '--check=sex,birth')]);
    for (const run of [birth, both]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('parent A is born after its offspring C');
    }
  });

  it('--check on a file without the column, or an unknown check, is refused', async () => {
    const plain = file('plain.csv', 'id,sire,dam\nA,,\nB,A,\n');
    const [noColumn, unknown, noValue] = await Promise.all([
      cli('coi', plain, '--check', 'sex'),
      cli('coi', plain, '--check', 'colour'),
      cli('coi', plain, '--check'),
    ]);
    expect(noColumn.code).toBe(1);
    expect(noColumn.stderr).toContain('needs a sex column');
    for (const run of [unknown, noValue]) {
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('usage:');
    }
    expect(unknown.stderr).toContain('"colour"');
  });

  it('loops and duplicate ids are still refused with extra columns present', async () => {
    const [loop, duplicate] = await Promise.all([
      cli('coi', file('loop-extra.csv', 'id,sex,sire,dam\nA,m,C,\nB,m,A,\nC,m,B,\n')),
      cli('coi', file('dup-extra.csv', 'id,sire,dam,sex\nA,,,m\nB,A,,f\nB,,,m\n')),
    ]);
    expect(loop.code).toBe(1);
    expect(loop.stderr).toContain('loop');
    expect(loop.stderr).toMatch(/A -> C -> B -> A|A -> B -> C -> A/);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('conflict (lines 3, 4): pet B is listed with sire A (line 3) and no sire (line 4)');
  });
});

describe('pedigree CLI: every problem at once, and --lenient', () => {
  // Line numbers count the header as line 1.
  const messy = [
    'id,sire,dam,born',
    'A,,,2010-01-01',
    'B,,,2010-01-01',
    'C,A,B,2012-01-01',
    'D,A,B,2012-01-01',
    'E,C,C,2014-01-01', // line 6: C is both sire and dam of E
    'F,D,B,2014-01-01', // line 7: D sires F ...
    'G,C,D,2014-01-01', // line 8: ... and is the dam of G (one each: both links dropped)
    'H,A,B,2012-01-01', // lines 9, 10: the same dog twice with the same parents: fine
    'H,A,B,2012-01-01',
    'I,A,B,2013-01-01', // lines 11, 12: the same dog with different sires
    'I,C,B,2013-01-01',
    'J,K,,2015-01-01', // lines 13-15: J -> K -> L -> J, each the sire of the one before
    'K,L,,2015-01-01',
    'L,J,,2015-01-01',
    'M,C,B,2011-01-01', // line 16: C is born after M (with --check birth)
    '',
  ].join('\n');
  // The same file with the links --lenient drops left empty, and H once.
  const dropped = [
    'id,sire,dam,born',
    'A,,,2010-01-01',
    'B,,,2010-01-01',
    'C,A,B,2012-01-01',
    'D,A,B,2012-01-01',
    'E,,,2014-01-01',
    'F,,B,2014-01-01',
    'G,C,,2014-01-01',
    'H,A,B,2012-01-01',
    'I,,B,2013-01-01',
    'J,K,,2015-01-01',
    'K,L,,2015-01-01',
    'L,,,2015-01-01',
    'M,,B,2011-01-01',
    '',
  ].join('\n');
  const problems = [
    'conflict (lines 11, 12): pet I is listed with sire A (line 11) and sire C (line 12)',
    'same-parent (lines 6, 4): pet C is both sire and dam of E',
    'both-roles (lines 5, 7, 8): pet D is the sire of F and the dam of G',
    'birth-order (lines 16, 4): parent C is born after its offspring M',
    'loop (lines 13, 14, 15): pets form a loop, each a parent of the one before: J -> K -> L -> J',
  ];

  it('reports every problem with its kind, ids and lines on standard error, exit 1, nothing on standard output', async () => {
    const run = await cli('coi', file('messy.csv', messy), '--check', 'birth');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    for (const p of problems) expect(run.stderr).toContain(p);
    expect(run.stderr).toContain('5 problems');
    // Without --check birth the birth order is not a problem.
    const unchecked = await cli('coi', file('messy-unchecked.csv', messy));
    expect(unchecked.code).toBe(1);
    expect(unchecked.stderr).toContain('4 problems');
    expect(unchecked.stderr).not.toContain('birth-order');
  });

  it('--lenient treats each bad link as unknown, computes, and lists what it dropped', async () => {
    const [lenient, clean] = await Promise.all([
      cli('coi', file('messy-lenient.csv', messy), '--check', 'birth', '--lenient'),
      cli('coi', file('messy-dropped.csv', dropped), '--check', 'birth'),
    ]);
    expect(clean.stderr).toBe('');
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toBe(clean.stdout);
    for (const p of problems) expect(lenient.stderr).toContain(p);
    expect(lenient.stderr).toContain('dropped: sire C of E (line 6), dam C of E (line 6)');
    expect(lenient.stderr).toContain('dropped: sire D of F (line 7), dam D of G (line 8)');
    expect(lenient.stderr).toContain('dropped: sire of I (lines 11, 12)');
    expect(lenient.stderr).toContain('dropped: sire J of L (line 15)');
    expect(lenient.stderr).toContain('dropped: sire C of M (line 16)');
  });

  it('--lenient on a file with a sire-equals-dam row gives the F of the file without that link', async () => {
    const hartl = readVector(ok.find((f) => f.endsWith('hartl-clark-1989-p242.csv')) as string);
    const csv = (rows: string[][]): string => ['id,sire,dam', ...rows.map((r) => r.join(','))].join('\n') + '\n';
    // 15 is the offspring of 13 x 14; a bad row makes 14 both its sire and dam, and adds a pup of 15.
    const bad = hartl.map((r) => (r.id === '15' ? [r.id, '14', '14'] : [r.id, r.sire, r.dam]));
    const good = hartl.map((r) => (r.id === '15' ? [r.id, '', ''] : [r.id, r.sire, r.dam]));
    const [lenient, strict, reference] = await Promise.all([
      cli('coi', file('same-parent.csv', csv([...bad, ['16', '15', '12']])), '--lenient'),
      cli('coi', file('same-parent-strict.csv', csv([...bad, ['16', '15', '12']]))),
      cli('coi', file('same-parent-dropped.csv', csv([...good, ['16', '15', '12']]))),
    ]);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('same-parent (lines 16, 15): pet 14 is both sire and dam of 15');
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toBe(reference.stdout);
    expect(lenient.stderr).toContain('dropped: sire 14 of 15 (line 16), dam 14 of 15 (line 16)');
  });

  it('--timings prints where the time went on standard error, the output unchanged', async () => {
    const hartl = ok.find((f) => f.endsWith('hartl-clark-1989-p242.csv')) as string;
    const [plain, timed] = await Promise.all([cli('coi', hartl), cli('coi', hartl, '--timings')]);
    expect(timed.stdout).toBe(plain.stdout);
    expect(timed.stderr).toMatch(/^pedigree: timings: start-up \d+ ms, read file \d+ ms, parse and intern ids \d+ ms, merge rows \d+ ms, audit, load and F \d+ ms, write \d+ ms\n$/);
  });

  it('the help text describes --lenient and the problems reported', async () => {
    const run = await cli();
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--lenient');
    expect(run.stderr).toContain('every problem');
  });
});
