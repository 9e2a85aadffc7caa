import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Longer than one wait of `findBy…` (5 s, see src/testing/setup.ts).
    testTimeout: 20_000,
  },
});
