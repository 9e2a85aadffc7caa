import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { Locale } from '@bc/shared';
import { loadRemotePages } from '../app/remotes';

const components = new Map<string, ComponentType>();

/** Loads a remote page's code and translations (in a route loader, so failures reach the error boundary). */
export async function loadRemotePage(owner: string, name: string, locale: Locale): Promise<void> {
  const remote = await loadRemotePages(owner);
  const loader = remote.pages[name];
  if (!loader) throw new Error(`${owner} has no page ${name}`);
  const [module] = await Promise.all([loader(), remote.loadLocale(locale)]);
  components.set(`${owner}/${name}`, module.default);
}

/** Renders the remote page its route loader loaded. */
export function RemotePage({ owner, name }: { owner: string; name: string }) {
  useMatches();
  const Page = components.get(`${owner}/${name}`);
  return Page ? <Page /> : null;
}
