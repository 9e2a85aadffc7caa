import type { ModalName } from '../bus/events';
import { ensureNamespaceWithFallback, type LocaleLoader } from '../i18n/namespaces';
import type { Locale } from '../i18n/locales';
import type { ModalDefinition, PageLoader, PagePreload, RemoteModals, RemotePages } from './remote-module';

interface RemoteDefinition {
  /** The remote's own build id (pass `process.env.BUILD_ID` from the remote's code). */
  buildId: string;
  namespace: string;
  load: LocaleLoader;
}

/** Builds what a remote exposes as `./pages`. */
export function defineRemotePages(
  definition: RemoteDefinition & { pages: Record<string, PageLoader>; preload?: Record<string, PagePreload> },
): RemotePages {
  return {
    buildId: definition.buildId,
    namespace: definition.namespace,
    loadLocale: (locale: Locale) => ensureNamespaceWithFallback(definition.namespace, locale, definition.load),
    pages: definition.pages,
    preload: definition.preload,
  };
}

/** Builds what a remote exposes as `./modals`. */
export function defineRemoteModals(
  definition: RemoteDefinition & { modals: Partial<Record<ModalName, ModalDefinition>> },
): RemoteModals & { buildId: string } {
  return {
    buildId: definition.buildId,
    namespace: definition.namespace,
    loadLocale: (locale: Locale) => ensureNamespaceWithFallback(definition.namespace, locale, definition.load),
    modals: definition.modals,
  };
}
