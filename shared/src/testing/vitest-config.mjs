// Plain JavaScript: vitest loads a config's packages with Node, which does not read TypeScript here.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration of a browser app (the shell, a remote): jsdom, the shared setup (Mantine's browser stubs)
 * and the app's own setup files, tests beside the code under `src/`.
 * @param {{ setupFiles?: string[]; include?: string[] }} [options]
 */
export function appTestConfig({ setupFiles = [], include = [] } = {}) {
  return defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}', ...include],
      setupFiles: ['@bc/shared/testing/setup', ...setupFiles],
      // Longer than one wait of `findBy…` (5 s, see setup.ts): a test that waits for a page twice on a loaded machine
      // must not run out of time before its waits do.
      testTimeout: 20_000,
      // One test process per core. Vitest's own default is one fewer than the cores, so on CI's two cores the files
      // ran one at a time on one core (mfe-pets' 20 files: 75 s alone, 49 s with two).
      maxWorkers: availableParallelism(),
    },
  });
}
