import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const CODEMOD_ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * Runs a codemod over the repository's tracked sources that match `sources` and not `skipped`: writes each file whose
 * text `rewrite` changes, or with `--check` on the command line changes nothing and exits 1 when a file would change.
 */
export function runCodemod(rewrite: (source: string, path: string) => string, sources: RegExp, skipped: RegExp): void {
  const check = process.argv.includes('--check');
  const files = execFileSync('git', ['ls-files'], { cwd: CODEMOD_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((path) => sources.test(path) && !skipped.test(path));
  const changed: string[] = [];
  for (const path of files) {
    const full = resolve(CODEMOD_ROOT, path);
    const source = readFileSync(full, 'utf8');
    const next = rewrite(source, path);
    if (next === source) continue;
    changed.push(path);
    if (!check) writeFileSync(full, next);
  }
  console.info(`${check ? 'would rewrite' : 'rewrote'} ${changed.length} file(s)${changed.length ? `:\n  ${changed.join('\n  ')}` : ''}`);
  if (check && changed.length > 0) process.exit(1);
}
