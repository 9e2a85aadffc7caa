import { createEffect, createEvent, sample } from 'effector';
import { updateAvailable, type BuildInfo } from '@bc/shared';

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'bc-last-chunk-reload';

export interface LatestBuilds {
  shell?: string;
  remotes?: Record<string, string>;
}

/** Compares the loaded build ids with the latest manifest; lists the apps whose id changed. */
export function changedBuilds(latest: LatestBuilds, shellBuild: string, remotes: ReadonlyMap<string, string>): BuildInfo[] {
  const changed: BuildInfo[] = [];
  if (latest.shell && latest.shell !== shellBuild) changed.push({ app: 'shell', loaded: shellBuild, latest: latest.shell });
  for (const [app, loaded] of remotes) {
    const next = latest.remotes?.[app];
    if (next && next !== loaded) changed.push({ app, loaded, latest: next });
  }
  return changed;
}

export const buildCheckFx = createEffect(
  async ({ remotes }: { remotes: () => ReadonlyMap<string, string> }): Promise<BuildInfo[]> => {
    const response = await fetch('/builds/latest.json', { cache: 'no-cache' });
    if (!response.ok) return [];
    return changedBuilds((await response.json()) as LatestBuilds, process.env.BUILD_ID ?? 'dev', remotes());
  },
);

sample({ clock: buildCheckFx.doneData, filter: (changed) => changed.length > 0, target: updateAvailable });

/** A chunk or remote failed to load (while going to `url`): reload once, at most once per 10 seconds. */
export const chunkFailed = createEvent<string | void>();

/** Whether a reload is allowed now (and records it). */
export function claimReload(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  return true;
}

/** Reloads the page, or goes to `url` (a full page load). */
export const reloadPageFx = createEffect((url: string | void) => {
  if (url) window.location.assign(url);
  else window.location.reload();
});

/** Claims the one reload per 10 seconds; answers whether this failure may reload. */
export const reloadOnceFx = createEffect((_url: string | void) => claimReload());

sample({ clock: chunkFailed, target: reloadOnceFx });
sample({ clock: reloadOnceFx.done, filter: ({ result }) => result, fn: ({ params }) => params, target: reloadPageFx });

/** Starts the hourly build check. */
export function startBuildChecks(remotes: () => ReadonlyMap<string, string>): () => void {
  const timer = window.setInterval(() => void buildCheckFx({ remotes }).catch(() => undefined), BUILD_CHECK_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
