import type { UserConfig } from 'vitest/config';

/** The vitest configuration of a browser app: jsdom, the shared setup and the app's own, tests under `src/`. */
export function appTestConfig(options?: { setupFiles?: string[]; include?: string[] }): UserConfig;
