import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The API's boundaries (docs/architecture.md). Each message starts with its rule's name, which
 * api/test/lint/boundaries.test.ts looks for when it lints the deliberate violations of api/test/lint/fixtures.
 */
const BOUNDARY = {
  routesDatabase:
    '[routes-no-database] An API route never touches the database (drizzle, pg, PGlite, src/db, data access, app.db, app.data): ' +
    "it validates, calls its domain's service and answers (docs/how-to.md).",
  routesOtherData:
    "[routes-no-other-domain-data] A domain's data access is its own: another domain's routes call that domain's service.",
  dataOnly:
    "[data-only] Only data access touches the database: drizzle, pg, PGlite and src/db are imported under a domain's data/ " +
    'folder (and by src/domains/data.ts), never by its service or routes.',
  oneTransaction:
    '[one-transaction] A transaction is opened one way: data.transaction(async (tx) => …) (src/domains/data.ts), which binds ' +
    'every domain\'s data access to it and tells the events of its writes after the commit.',
  enginePure: '[engine-pure] The pedigree engine (api/src/pedigree) is pure: it imports neither HTTP (fastify, node:http) nor SQL (drizzle, pg, PGlite, src/db).',
};
const API_DOMAINS = readdirSync(new URL('./api/src/domains', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SQL_PACKAGES = '^(drizzle-orm|pg|@electric-sql/pglite)(/|$)';
/** A relative import with a `db` or a `data` folder (or file) in its path: src/db, a domain's data access, src/domains/data.ts. */
const DB_PATH = '^\\.\\.?/(.*/)?db(/|$)';
const DATA_PATH = '^\\.\\.?/(.*/)?data(/|$)';

/** `db.transaction(…)`, `tx.transaction(…)`, `app.db.transaction(…)`: drizzle's own, which only src/domains/data.ts calls. */
const DRIZZLE_TRANSACTIONS = [`[callee.object.name=/^(db|tx)$/]`, `[callee.object.property.name='db']`].map((object) => ({
  selector: `CallExpression${object}[callee.property.name='transaction']`,
  message: BOUNDARY.oneTransaction,
}));

/** Routes of one domain: no database, no data access (theirs or another domain's, which gets its own message). */
const routesOf = (domain) => ({
  files: [`api/src/domains/${domain}/routes/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: `^(\\.\\./)+(?!${domain}/)[\\w-]+/data(/|$)`, message: BOUNDARY.routesOtherData },
          { regex: SQL_PACKAGES, message: BOUNDARY.routesDatabase },
          { regex: DB_PATH, message: BOUNDARY.routesDatabase },
          { regex: DATA_PATH, message: BOUNDARY.routesDatabase },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      ...[`[object.name='app']`, `[object.property.name='server']`].map((object) => ({
        selector: `MemberExpression${object}[property.name=/^(db|database|data)$/]`,
        message: BOUNDARY.routesDatabase,
      })),
      ...DRIZZLE_TRANSACTIONS,
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/node_modules/**', 'data/**', '**/*.cjs', 'api/src/db/migrations/**', 'e2e/artifacts/**', '**/dist-server/**',
      '**/.probe/**', 'api/bench/out/**',
      // Deliberate violations of the boundaries below, linted by api/test/lint/boundaries.test.ts.
      'lint-fixtures/**',
      'api/test/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JavaScript run by Node (scripts/test-all.mjs, the CLI's starter, the test configuration helpers).
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Front-end boundaries (remotes, shell, shared; lint-boundaries.test.ts proves each rule fires on its fixture).
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'lint-fixtures/boundaries/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Element patterns are relative to the repository, wherever ESLint runs from.
      'boundaries/root-path': fileURLToPath(new URL('.', import.meta.url)),
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', basePattern: 'mfe-*', baseCapture: ['remote'], capture: ['feature'] },
        { type: 'remote', pattern: 'mfe-*', capture: ['remote'] },
        { type: 'shell', pattern: 'shell' },
        { type: 'shared', pattern: 'shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'allow',
        policies: [
          {
            from: { element: { types: { anyOf: ['remote', 'feature'] } } },
            disallow: { to: { element: { types: { anyOf: ['remote', 'feature'] }, captured: { remote: '!{{ from.element.captured.remote }}' } } } },
            message: 'A remote never imports another remote: load what it exposes, open its modal or link to its page.',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message: 'Features never import each other: move what both need to entities/, lib/, ui/ or @bc/shared.',
          },
          {
            from: { element: { type: 'shell' } },
            disallow: { to: { element: { types: { anyOf: ['remote', 'feature'] } } } },
            message: 'The shell imports no remote: it loads their pages and modals through federation.',
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { types: { anyOf: ['remote', 'feature', 'shell'] } } } },
            message: 'shared imports no app.',
          },
        ],
      }],
    },
  },
  {
    // Mantine reaches the apps through the shared UI layer only (shared/src/mantine: federation singletons the shell
    // provides); `shared/src/build/codemods/mantine-imports.ts` rewrites direct imports. Stylesheets stay direct.
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/mantine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@mantine/core', '@mantine/hooks', '@mantine/modals'].map((name) => ({
            name,
            message: 'Import Mantine from @bc/shared/mantine (or its part, e.g. @bc/shared/mantine/select).',
          })),
        },
      ],
    },
  },
  {
    files: ['**/server/**', '**/bench/**', '**/cli/**', '**/scripts/**', 'e2e/**', 'api/src/server.ts', '**/*.test.{ts,tsx}', 'shared/src/node/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['api/src/**/*.ts'],
    // The seed loads the demo data in bulk, with its own transaction (src/seed/index.ts). The PGlite thread is the
    // driver under drizzle: it opens PGlite's own transaction for data.transaction's (src/db/pglite-thread.ts).
    ignores: ['api/src/domains/data.ts', 'api/src/seed/**', 'api/src/db/pglite-thread.ts'],
    rules: { 'no-restricted-syntax': ['error', ...DRIZZLE_TRANSACTIONS] },
  },
  {
    files: ['api/src/domains/**/*.ts'],
    ignores: ['api/src/domains/*/data/**', 'api/src/domains/data.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [SQL_PACKAGES, DB_PATH].map((regex) => ({ regex, message: BOUNDARY.dataOnly })) },
      ],
    },
  },
  // After the rule above, which they replace for routes (their own messages say more).
  ...API_DOMAINS.map(routesOf),
  {
    files: ['api/src/pedigree/**/*.ts', 'api/src/breeding/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(fastify|@fastify/.+|node:https?|https?)(/|$)', message: BOUNDARY.enginePure },
            { regex: SQL_PACKAGES, message: BOUNDARY.enginePure },
            { regex: DB_PATH, message: BOUNDARY.enginePure },
            { regex: '^\\.\\./(.*/)?(domains|plugins)(/|$)', message: BOUNDARY.enginePure },
          ],
        },
      ],
    },
  },
);
