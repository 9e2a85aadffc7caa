import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { Locale } from '@bc/shared';
import { loadRemotePages, RemoteUnavailableError } from '../app/remotes';
import { claimReload } from '../updates/model';

const components = new Map<string, ComponentType>();

/**
 * Loads a remote page's code and translations (in a route loader, so failures reach the error boundary).
 * A remote or chunk that fails triggers one full reload of the target page (at most once per 10 s);
 * after that the error page shows the remote error with a retry button.
 */
export async function loadRemotePage(owner: string, name: string, locale: Locale, targetUrl: string): Promise<void> {
  try {
    const remote = await loadRemotePages(owner);
    const loader = remote.pages[name];
    if (!loader) throw new Error(`${owner} has no page ${name}`);
    const [module] = await Promise.all([loader(), remote.loadLocale(locale)]);
    components.set(`${owner}/${name}`, module.default);
  } catch (error) {
    const failure = error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(owner, error);
    if (claimReload()) {
      window.location.assign(targetUrl);
      await new Promise(() => undefined); // the page is going away
    }
    throw failure;
  }
}

/** Renders the remote page its route loader loaded. */
export function RemotePage({ owner, name }: { owner: string; name: string }) {
  useMatches();
  const Page = components.get(`${owner}/${name}`);
  return Page ? <Page /> : null;
}
