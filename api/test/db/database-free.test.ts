import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE } from '../../vitest.postgres.config';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const opener = join(api, 'src/db/client.ts');

/** The test files under test/ matching the config's patterns (`**` any folders, `*` within a name). */
function matching(patterns: string[]): string[] {
  const toRegex = (pattern: string) =>
    new RegExp(`^${pattern.split('**').map((part) => part.split('*').map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')).join('.*')}$`);
  const regexes = patterns.map(toRegex);
  const files = readdirSync(join(api, 'test'), { recursive: true, encoding: 'utf8' }).map((name) => `test/${name}`);
  return files.filter((name) => name.endsWith('.test.ts') && regexes.some((regex) => regex.test(name))).map((name) => join(api, name));
}

/** Relative modules a file imports for their values (type-only imports load nothing). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    if (match[2]) continue;
    const spec = match[3] ?? match[4];
    const base = resolve(dirname(file), spec.replace(/\.(m?js)$/, ''));
    const hit = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
    if (hit && /\.(m?ts|tsx)$/.test(hit)) found.push(hit);
  }
  return found;
}

/** The chain of imports from `file` to the module that opens databases, or null when none leads there. */
function pathToOpener(file: string): string[] | null {
  const seen = new Map<string, string | null>([[file, null]]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift()!;
    if (current === opener) {
      const chain: string[] = [];
      for (let at: string | null = current; at; at = seen.get(at) ?? null) chain.unshift(relative(api, at));
      return chain;
    }
    for (const next of valueImports(current)) {
      if (!seen.has(next)) {
        seen.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

describe('the tests the PostgreSQL pass leaves out (vitest.postgres.config.ts)', () => {
  it('never reach the module that opens a database', () => {
    const files = matching(DATABASE_FREE);
    expect(files.length).toBeGreaterThan(20);
    const leaks = files.map(pathToOpener).filter((chain) => chain !== null);
    expect(leaks).toEqual([]);
  });

  it('would see a test that does', () => {
    expect(pathToOpener(join(api, 'test/db/migrations.test.ts'))).not.toBeNull();
  });
});
