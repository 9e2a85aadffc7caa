import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDir } from './helpers/vectors';

/**
 * run-pedigree.mjs runs a cached esbuild bundle of the CLI (what `pnpm pedigree` starts). These tests give it a
 * cache directory of their own (PEDIGREE_CLI_CACHE) and check that it builds one when there is none, runs a bundle
 * whose inputs are unchanged, and never runs one whose inputs changed.
 */
const tmp = mkdtempSync(join(tmpdir(), 'pedigree-cli-runner-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const csv = join(tmp, 'trio.csv');
writeFileSync(csv, 'id,sire,dam\nA,,\nB,,\nC,A,B\nD,A,C\n');
const expected = 'id,F\nA,0.0000000000\nB,0.0000000000\nC,0.0000000000\nD,0.2500000000\n';

function run(cache: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['src/cli/run-pedigree.mjs', 'coi', csv], {
    cwd: apiDir(),
    env: { ...process.env, PEDIGREE_CLI_CACHE: cache },
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

type Inputs = [string, string | null][];
const readInputs = (cache: string): Inputs => JSON.parse(readFileSync(join(cache, 'inputs.json'), 'utf8')) as Inputs;

describe('pedigree CLI runner: the cached bundle', () => {
  const cache = join(tmp, 'cache');
  // A bundle that is not the CLI: running it shows that the cache was used.
  const impostor = "process.stdout.write('from the cache\\n');\n";

  it('a fresh clone (no cache) builds the bundle, records its inputs and runs it', () => {
    expect(run(cache)).toEqual({ code: 0, stdout: expected, stderr: '' });
    const files = readInputs(cache).map(([file]) => file);
    for (const f of ['src/cli/run-pedigree.mjs', 'src/cli/pedigree.ts', 'src/cli/pedigree/csv-pedigree.ts', 'src/pedigree/inbreeding.ts', 'tsconfig.json'])
      expect(files).toContain(join(apiDir(), f));
    expect(files.some((f) => f.endsWith('esbuild/package.json'))).toBe(true);
  });

  it('runs the cached bundle while every input is as recorded', () => {
    writeFileSync(join(cache, 'pedigree.mjs'), impostor);
    expect(run(cache).stdout).toBe('from the cache\n');
  });

  it('rebuilds when any input changed (here: one source file recorded with another size and time)', () => {
    const inputs = readInputs(cache);
    const k = inputs.findIndex(([file]) => file.endsWith('csv-pedigree.ts'));
    inputs[k] = [inputs[k][0], '1:1'];
    writeFileSync(join(cache, 'inputs.json'), JSON.stringify(inputs));
    expect(run(cache)).toEqual({ code: 0, stdout: expected, stderr: '' });
    expect(readFileSync(join(cache, 'pedigree.mjs'), 'utf8')).not.toBe(impostor);
    expect(readInputs(cache)[k][1]).not.toBe('1:1');
  });

  it('rebuilds when the recorded inputs are unreadable', () => {
    writeFileSync(join(cache, 'pedigree.mjs'), impostor);
    writeFileSync(join(cache, 'inputs.json'), '{ not json');
    expect(run(cache)).toEqual({ code: 0, stdout: expected, stderr: '' });
  });

  it('runs from memory where the cache cannot be written', () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, '');
    // The cache "directory" lies under a regular file: mkdir fails.
    expect(run(join(file, 'cache'))).toEqual({ code: 0, stdout: expected, stderr: '' });
  });
});
