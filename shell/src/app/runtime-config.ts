import type { RemoteName } from '@bc/shared/federation';

/** Read at runtime from `remotes.json` beside the shell, so remotes deploy without rebuilding the shell. */
export interface RuntimeConfig {
  remotes: Partial<Record<RemoteName, string>>;
  analytics?: { metrikaId?: number | null };
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
