import { SINGLETONS, type SingletonName } from './shared-deps';

/** How a singleton's provider is chosen: the one already loaded (the shell's), whatever the versions. */
export const SHARE_STRATEGY = 'loaded-first' as const;

interface SharedEntry {
  singleton: true;
  requiredVersion: string | false;
  strictVersion: false;
}

export interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  /** The app's package.json dependencies: the required version of each singleton. */
  dependencies: Record<string, string>;
}

/** The required version of a singleton, from the app's dependencies (none in production builds; see below). */
function requiredVersion(key: string, dependencies: Record<string, string>): string | false {
  const root = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
  const range = dependencies[root];
  // Version ranges only produce warnings for singletons (strictVersion is off), yet the runtime parses and checks
  // them on every shared import at start-up (50–100 ms of a phone's main thread). Production builds skip them:
  // one lockfile pins every app to the same versions, and the development build still warns on a mismatch.
  return range && !range.startsWith('workspace:') && process.env.NODE_ENV !== 'production' ? range : false;
}

/**
 * A remote's Module Federation options (the build plugin's): the build config and the tests both import them.
 * Remotes take the federation runtime from the page (`externalRuntime`): the shell provides it, and a remote running
 * on its own loads it from its own build first (see shared/src/build/rsbuild.ts).
 */
export function createFederationConfig({ name, exposes, dependencies }: FederationOptions) {
  const shared: Record<string, SharedEntry> = {};
  for (const key of SINGLETONS) shared[key] = { singleton: true, requiredVersion: requiredVersion(key, dependencies), strictVersion: false };
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared,
    shareStrategy: SHARE_STRATEGY,
    manifest: { filePath: '' },
    experiments: {
      // Browser-only apps: leave the Node.js loading code out of the federation runtime.
      optimization: { target: 'web' as const },
      // The runtime's core (`@module-federation/runtime-core`) comes from the page instead of every remote's entry.
      externalRuntime: true,
    },
    dts: false,
  };
}

/**
 * The shell's federation options. The shell is a host created at runtime (shell/src/app/federation-host.ts), not by
 * the build plugin: its own pages need no federation runtime, so the runtime loads with the first remote the page
 * needs, and the shell's bundles are tree-shaken like any app's.
 */
export function createHostFederationConfig({ name }: { name: string }) {
  return { name, shareStrategy: SHARE_STRATEGY };
}

/** How the shell provides a singleton: a module it has loaded already, or one it loads when a remote first asks. */
export type SharedProvider = { lib: object } | { load: () => Promise<object> };

/**
 * The `shared` option of the shell's federation instance: every singleton, with the version it is installed at in the
 * shell (the remotes register theirs under the same versions, so the shell's, registered first, stays the one used).
 * A provider missing for a singleton is a type error.
 */
export function hostShared(providers: Record<SingletonName, SharedProvider>, versions: Readonly<Record<string, string>>) {
  const shareConfig = { singleton: true, requiredVersion: false as const, strictVersion: false };
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const provider = providers[key];
      const version = versions[key];
      if (!version) throw new Error(`no version for the shared module ${key}`);
      const entry =
        'lib' in provider
          ? { version, shareConfig, lib: () => provider.lib }
          : { version, shareConfig, get: () => provider.load().then((module) => () => module) };
      return [key, entry];
    }),
  );
}
