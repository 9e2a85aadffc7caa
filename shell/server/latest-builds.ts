import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface BuildFile {
  buildId?: string;
}

let cache: { at: number; value: unknown } | null = null;
const CACHE_MS = 30_000;

async function fetchBuild(manifestUrl: string): Promise<string | undefined> {
  try {
    const response = await fetch(new URL('build.json', manifestUrl), { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return undefined;
    return ((await response.json()) as BuildFile).buildId;
  } catch {
    return undefined;
  }
}

/** `builds/latest.json`: the shell's build id and each remote's, read from their deployed `build.json`. */
export async function latestBuilds(shellDist: string, remotes: Record<string, string | undefined>) {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
  const shell = await readFile(join(shellDist, 'build.json'), 'utf8')
    .then((text) => (JSON.parse(text) as BuildFile).buildId)
    .catch(() => undefined);
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([name, url]) => [name, url ? await fetchBuild(url) : undefined] as const),
  );
  const value = { shell, remotes: Object.fromEntries(entries.filter(([, id]) => id)) };
  cache = { at: Date.now(), value };
  return value;
}
