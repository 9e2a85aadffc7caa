import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initI18n, pageLoadingStarted, splitLocale } from '@bc/shared';
import { initMetrika } from './analytics/metrika';
import { Providers } from './app/providers';
import { loadedRemoteBuilds, registerAppRemotes } from './app/remotes';
import { fetchRuntimeConfig } from './app/runtime-config';
import { addLocaleRoutes, createRoutes } from './routing/create-routes';
import { restoreSessionFx } from './session/model';
import { chunkFailed, startBuildChecks } from './updates/model';

// A chunk that fails to load (a redeploy removed it, the network dropped) triggers one reload (at most once per 10 s).
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { name?: string } | null;
  if (reason?.name === 'ChunkLoadError') chunkFailed();
});

async function start(): Promise<void> {
  // No trailing slash: /en/pets/ → /en/pets before anything renders.
  const { pathname, search, hash } = window.location;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    window.history.replaceState(null, '', pathname.replace(/\/+$/, '') + search + hash);
  }
  const { locale } = splitLocale(window.location.pathname);
  // The first page is loading until it renders (markFirstRender ends it).
  pageLoadingStarted();

  const [config] = await Promise.all([
    fetchRuntimeConfig(),
    initI18n(locale),
    restoreSessionFx(),
  ]);
  registerAppRemotes(config.remotes);
  initMetrika(config.analytics?.metrikaId);

  // The router is created only after the remotes are registered.
  const router = createBrowserRouter(createRoutes([locale]), { patchRoutesOnNavigation: addLocaleRoutes(new Set([locale])) });
  startBuildChecks(loadedRemoteBuilds);

  // The first render waits for the first page's loaders (its remote's code and translations), so it replaces the
  // page the server drew (or the boot loader) with the finished page in one step, never with a loader.
  await new Promise<void>((ready) => {
    if (router.state.initialized) return ready();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        ready();
      }
    });
  });
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first page in slices, yielding to the browser between them.
  startTransition(() => root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ));
}

start().catch((error: unknown) => {
  console.error('[shell] the app failed to mount', error);
  // The page the server drew stays usable as a plain page: take the loading veil off it.
  document.querySelector('#root[data-ssr] [data-initial]')?.remove();
  throw error;
});
