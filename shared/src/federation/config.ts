import { SINGLETONS } from './shared-deps';

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

/** Module Federation options shared by every app: the build config and the tests both import them. */
export function createFederationConfig({ name, exposes, dependencies }: FederationOptions) {
  const shared: Record<string, SharedEntry> = {};
  for (const dep of SINGLETONS) {
    const root = dep.startsWith('@') ? dep.split('/').slice(0, 2).join('/') : dep.split('/')[0];
    const range = dependencies[root];
    shared[dep] = {
      singleton: true,
      // Version ranges only produce warnings for singletons (strictVersion is off), yet the runtime parses and checks
      // them on every shared import at start-up (50–100 ms of a phone's main thread). Production builds skip them:
      // one lockfile pins every app to the same versions, and the development build still warns on a mismatch.
      requiredVersion: range && !range.startsWith('workspace:') && process.env.NODE_ENV !== 'production' ? range : false,
      strictVersion: false,
    };
  }
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared,
    shareStrategy: 'loaded-first' as const,
    manifest: { filePath: '' },
    // Browser-only apps: leave the Node.js loading code out of the federation runtime.
    experiments: { optimization: { target: 'web' as const } },
    dts: false,
  };
}
