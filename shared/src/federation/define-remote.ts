import { ensureNamespaceWithFallback, type LocaleLoader } from '../i18n/namespaces';
import type { Locale } from '../i18n/locales';
import type { OwnedModalName } from '../modals/registry';
import type { OwnedPageName } from '../routing/routes';
import type { ModalDefinition, PageLoader, PagePreload, RemoteModals, RemotePages } from './remote-module';
import type { RemoteName } from './shared-deps';

interface RemoteDefinition<O extends RemoteName> {
  /** The remote's federation name: its page list is checked against the routes the table gives it. */
  owner: O;
  /** The remote's own build id (pass `process.env.BUILD_ID` from the remote's code). */
  buildId: string;
  namespace: string;
  load: LocaleLoader;
}

/**
 * Builds what a remote exposes as `./pages`: a page for every route (and layout) the route table gives the owner, by
 * base name. A missing page or a name the owner does not own fails type checking.
 */
export function defineRemotePages<O extends RemoteName>(
  definition: RemoteDefinition<O> & {
    pages: { [N in OwnedPageName<O>]: PageLoader };
    preload?: { [N in OwnedPageName<O>]?: PagePreload<N> };
  },
): RemotePages & { owner: O; pages: { [N in OwnedPageName<O>]: PageLoader } } {
  return {
    owner: definition.owner,
    buildId: definition.buildId,
    namespace: definition.namespace,
    loadLocale: (locale: Locale) => ensureNamespaceWithFallback(definition.namespace, locale, definition.load),
    pages: definition.pages,
    preload: definition.preload as RemotePages['preload'],
  };
}

/** Builds what a remote exposes as `./modals`: a component for every modal the registry gives the owner, with its props. */
export function defineRemoteModals<O extends RemoteName>(
  definition: RemoteDefinition<O> & { modals: { [N in OwnedModalName<O>]: ModalDefinition<N> } },
): RemoteModals & { buildId: string; owner: O; modals: { [N in OwnedModalName<O>]: ModalDefinition<N> } } {
  return {
    owner: definition.owner,
    buildId: definition.buildId,
    namespace: definition.namespace,
    loadLocale: (locale: Locale) => ensureNamespaceWithFallback(definition.namespace, locale, definition.load),
    modals: definition.modals,
  };
}
