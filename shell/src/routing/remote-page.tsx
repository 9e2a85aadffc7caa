import type { ComponentType } from 'react';
import { useMatches } from 'react-router';
import type { LayoutName, Locale, PageParams, RemotePages, RouteName } from '@bc/shared';
import type { RemoteName } from '@bc/shared/federation';
import { loadRemotePages, RemoteUnavailableError } from '../app/remotes';
import { claimReload } from '../updates/model';

const components = new Map<string, ComponentType>();

/** How long a navigation waits for a page's data preload before rendering the page in its loading state. */
export const PRELOAD_WAIT_MS = 1500;

/** A remote page's data preload, bounded in time; its failure is the page's to show, not the navigation's. */
function preloadData(preload: NonNullable<RemotePages['preload']>[RouteName] | undefined, params: PageParams, page: string): Promise<void> {
  if (!preload) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((done) => (timer = setTimeout(done, PRELOAD_WAIT_MS)));
  const loaded = Promise.resolve()
    .then(() => preload(params))
    .then(
    () => undefined,
    (error: unknown) => console.warn(`[shell] preloading the data of ${page} failed; the page loads it itself`, error),
  );
  return Promise.race([loaded, waited]).finally(() => clearTimeout(timer));
}

/**
 * Loads a remote page's code and translations (in a route loader, so failures reach the error boundary).
 * A remote or chunk that fails triggers one full reload of the target page (at most once per 10 s);
 * after that the error page shows the remote error with a retry button.
 */
export async function loadRemotePage(owner: RemoteName, name: RouteName | LayoutName, locale: Locale, targetUrl: string, params: PageParams = {}): Promise<void> {
  try {
    const remote = await loadRemotePages(owner);
    const loader = remote.pages[name];
    if (!loader) throw new Error(`${owner} has no page ${name}`);
    const [module] = await Promise.all([loader(), remote.loadLocale(locale), preloadData(remote.preload?.[name], params, `${owner}/${name}`)]);
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
export function RemotePage({ owner, name }: { owner: RemoteName; name: RouteName | LayoutName }) {
  useMatches();
  const Page = components.get(`${owner}/${name}`);
  return Page ? <Page /> : null;
}
