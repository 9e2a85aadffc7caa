import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries eslint.config.js enforces in the API, proved on deliberate violations: each fixture of
 * ./fixtures (which the normal lint run ignores) is linted as if it stood at the path given, and must draw exactly
 * the boundary rules named (none for what is allowed). The rules: (a) routes never touch the database,
 * (b) the pedigree engine imports neither HTTP nor SQL, (c) another domain's data access is not for a domain's
 * routes, and besides those, only data access touches the database and a transaction is opened one way.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const PETS_ROUTE = 'api/src/domains/pets/routes/lint-fixture.ts';
const PETS_SERVICE = 'api/src/domains/pets/lint-fixture.ts';
const PETS_DATA = 'api/src/domains/pets/data/lint-fixture.ts';
const FILES_SERVICE = 'api/src/domains/files/lint-fixture.ts';
const ENGINE = 'api/src/pedigree/lint-fixture.ts';

const cases: { fixture: string; as: string; fires: string[] }[] = [
  // (a) Routes never import the database: drizzle, src/db, data access of any domain, nor reach it through the app.
  { fixture: 'route-imports-drizzle.ts', as: PETS_ROUTE, fires: ['routes-no-database'] },
  { fixture: 'route-imports-db.ts', as: PETS_ROUTE, fires: ['routes-no-database', 'routes-no-database'] },
  { fixture: 'route-imports-own-data.ts', as: PETS_ROUTE, fires: ['routes-no-database', 'routes-no-database'] },
  { fixture: 'route-uses-app-db.ts', as: PETS_ROUTE, fires: ['routes-no-database', 'routes-no-database', 'routes-no-database'] },
  { fixture: 'route-allowed.ts', as: PETS_ROUTE, fires: [] },
  // (b) The pedigree engine imports neither HTTP nor SQL.
  { fixture: 'engine-imports-fastify.ts', as: ENGINE, fires: ['engine-pure', 'engine-pure'] },
  { fixture: 'engine-imports-sql.ts', as: ENGINE, fires: ['engine-pure', 'engine-pure', 'engine-pure'] },
  { fixture: 'engine-allowed.ts', as: ENGINE, fires: [] },
  // (c) A domain's data access is not imported by another domain's routes (which (a) refuses too)…
  { fixture: 'route-imports-other-domain-data.ts', as: PETS_ROUTE, fires: ['routes-no-database', 'routes-no-other-domain-data'] },
  // …while services use data access.
  { fixture: 'service-imports-data.ts', as: PETS_SERVICE, fires: [] },
  // And only data access touches the database: not a domain's service…
  { fixture: 'service-imports-drizzle.ts', as: PETS_SERVICE, fires: ['data-only', 'data-only'] },
  // …but its data/ folder.
  { fixture: 'data-imports-drizzle.ts', as: PETS_DATA, fires: [] },
  // One way to open a transaction: data.transaction, not drizzle's.
  { fixture: 'service-opens-transaction.ts', as: FILES_SERVICE, fires: ['one-transaction', 'one-transaction'] },
  { fixture: 'service-uses-data-transaction.ts', as: FILES_SERVICE, fires: [] },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary rules a file draws, by the name in brackets at the start of each rule's own message. */
async function boundaryRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => /\[([a-z-]+)\]/.exec(m.message)?.[1] ?? m.message)
    .sort();
}

describe('API boundaries (eslint.config.js)', () => {
  for (const { fixture: name, as, fires } of cases) {
    it(`${name} as ${as}: ${fires.length === 0 ? 'quiet' : [...new Set(fires)].join(', ')}`, async () => {
      expect(await boundaryRules(fixture(name), as)).toEqual([...fires].sort());
    });
  }

  it('the fixtures are left out of the normal lint run', async () => {
    expect(await eslint.isPathIgnored(fileURLToPath(new URL('./fixtures/route-imports-drizzle.ts', import.meta.url)))).toBe(true);
  });

  it('every domain folder has its routes under the rules (a new domain is covered without editing the config)', async () => {
    for (const domain of ['accounts', 'dictionaries', 'files', 'pedigree', 'pets', 'matings']) {
      expect(await boundaryRules(fixture('route-imports-drizzle.ts'), `api/src/domains/${domain}/routes/x.ts`)).toEqual(['routes-no-database']);
    }
  });
});
