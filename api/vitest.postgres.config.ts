import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The PostgreSQL pass (`pnpm test:pg`, under scripts/with-postgres.sh): every test that opens a database, again on a
 * real server. Tests that never open one (the pure pedigree engine, breeding rules, message catalogs, lint rules, the
 * PDF renderer, the import engine's parsing and analysis, mail templates, configuration, the bench's workload) say
 * the same on both passes, so they run in the PGlite pass only.
 */
export const DATABASE_FREE = [
  'test/pedigree/**',
  'test/breeding/**',
  'test/messages/**',
  'test/lint/**',
  'test/domains/reports/pdf/**',
  'test/domains/imports/engine-*.test.ts',
  'test/mail/payments.test.ts',
  'test/mail/attachment-requests.test.ts',
  'test/mail/templates.test.ts',
  'test/config/**',
  'test/bench/workload.test.ts',
];

export default mergeConfig(base, defineConfig({ test: { exclude: [...configDefaults.exclude, ...DATABASE_FREE] } }));
