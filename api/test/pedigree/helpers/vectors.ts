import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this file holding pnpm-workspace.yaml. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('pnpm-workspace.yaml not found above the pedigree tests');
    dir = up;
  }
}

export const apiDir = (): string => join(repoRoot(), 'api');

/**
 * The textbook vectors, copied into the repository (`api/test/pedigree/vectors`) from the team's
 * `../shared/pedigree-vectors` so that a clone anywhere can run them; `sharedVectorsDir()` finds the originals when the
 * clone sits beside them, and a test checks the copy still equals them.
 */
export function vectorsDir(): string {
  const dir = join(apiDir(), 'test/pedigree/vectors');
  if (!existsSync(join(dir, 'README.md'))) throw new Error(`pedigree vectors not found at ${dir}`);
  return dir;
}

/** `../shared/pedigree-vectors` beside the repository, or null when the clone is elsewhere. */
export function sharedVectorsDir(): string | null {
  const dir = resolve(repoRoot(), '../shared/pedigree-vectors');
  return existsSync(join(dir, 'README.md')) ? dir : null;
}

export interface VectorRow {
  id: string;
  sire: string;
  dam: string;
  /** Expected F as written (10 decimals); '' for the error files. */
  F: string;
}

/** Plain reading of a vector file (no quotes in these files). */
export function readVector(file: string): VectorRow[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.length > 0);
  const header = lines[0].split(',');
  const col = (name: string): number => header.indexOf(name);
  return lines.slice(1).map((line) => {
    const f = line.split(',');
    return { id: f[col('id')], sire: f[col('sire')], dam: f[col('dam')], F: col('F') >= 0 ? f[col('F')] : '' };
  });
}

export function vectorFiles(): { ok: string[]; errors: string[] } {
  const dir = vectorsDir();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort();
  return {
    ok: files.filter((f) => !f.startsWith('error-')).map((f) => join(dir, f)),
    errors: files.filter((f) => f.startsWith('error-')).map((f) => join(dir, f)),
  };
}

/** String ids -> engine ids 1, 2, 3, … in order of first appearance. */
export function numberIds(rows: VectorRow[]): { ids: number[]; sires: number[]; dams: number[]; idOf: Map<string, number>; nameOf: Map<number, string> } {
  const idOf = new Map<string, number>();
  const nameOf = new Map<number, string>();
  const num = (s: string): number => {
    if (s === '' || s === '0') return 0;
    let k = idOf.get(s);
    if (k === undefined) {
      k = idOf.size + 1;
      idOf.set(s, k);
      nameOf.set(k, s);
    }
    return k;
  };
  const ids = rows.map((r) => num(r.id));
  return { ids, sires: rows.map((r) => num(r.sire)), dams: rows.map((r) => num(r.dam)), idOf, nameOf };
}
