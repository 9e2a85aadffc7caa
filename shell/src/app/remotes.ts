import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteModals, RemotePages } from '@bc/shared';
import type { RemoteName } from '@bc/shared/federation';

const loadedBuilds = new Map<string, string>();

let registered: Partial<Record<RemoteName, string>> = {};
let host: Promise<ModuleFederation> | null = null;

/** The remotes of remotes.json. The federation runtime itself loads with the first remote a page needs. */
export function registerAppRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  registered = remotes;
  void host?.then((instance) => instance.registerRemotes(remoteList(), { force: true }));
}

const remoteList = () => Object.entries(registered).map(([name, entry]) => ({ name, entry: String(entry) }));

/** The shell's federation instance, created (with its runtime) on first use. */
function federation(): Promise<ModuleFederation> {
  host ??= import('./federation-host').then(({ createHost }) => createHost(remoteList())).catch((error: unknown) => {
    host = null;
    throw error;
  });
  return host;
}

/** Raised when a remote's code cannot be loaded (its server down, a chunk missing). */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, cause: unknown) {
    super(`Remote ${remote} is unavailable`);
    this.name = 'RemoteUnavailableError';
    this.cause = cause;
  }
}

async function load<T extends { buildId?: string }>(remote: string, module: string): Promise<T> {
  try {
    const instance = await federation();
    const exported = await instance.loadRemote<T | { default: T }>(`${remote}/${module}`);
    const loaded = exported && 'default' in exported ? exported.default : (exported as T | null);
    if (!loaded) throw new Error(`${remote}/${module} is empty`);
    if (loaded.buildId) loadedBuilds.set(remote, loaded.buildId);
    return loaded;
  } catch (error) {
    console.error(`[shell] could not load ${remote}/${module}`, error);
    throw new RemoteUnavailableError(remote, error);
  }
}

export const loadRemotePages = (remote: string) => load<RemotePages>(remote, 'pages');
export const loadRemoteModals = (remote: string) => load<RemoteModals & { buildId?: string }>(remote, 'modals');

/** Build ids of the remotes this page has loaded, for the update check. */
export function loadedRemoteBuilds(): ReadonlyMap<string, string> {
  return loadedBuilds;
}

/** Forgets a failed remote so the next load tries its server again (the retry button). */
export function resetRemote(remote: string): void {
  const entry = registered[remote as RemoteName];
  if (entry) void host?.then((instance) => instance.registerRemotes([{ name: remote, entry }], { force: true }));
}
