import { defineConfig } from 'vitest/config';

/** Composed end-to-end tests: one site (production builds, real API, real database), one Chromium at a time. */
export default defineConfig({
  test: {
    include: ['specs/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});
