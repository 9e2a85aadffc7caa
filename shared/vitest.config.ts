import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Longer than one wait of `findBy…` (5 s, see src/testing/setup.ts).
    testTimeout: 20_000,
    // One test process per core (vitest's default leaves one core idle: on two cores, one file at a time).
    maxWorkers: availableParallelism(),
  },
});
