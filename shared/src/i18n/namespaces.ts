import i18next from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type LocaleMessages = Record<string, unknown>;
export type LocaleLoader = (locale: Locale) => Promise<LocaleMessages | { default: LocaleMessages }>;

const inFlight = new Map<string, Promise<void>>();

/**
 * Loads one namespace of one locale into the shared i18next instance (once).
 * A locale that fails to load is logged and ignored: i18next then falls back to ru.
 */
export function ensureNamespace(ns: string, locale: Locale, load: LocaleLoader): Promise<void> {
  const key = `${ns}:${locale}`;
  if (i18next.hasResourceBundle(locale, ns)) return Promise.resolve();
  const existing = inFlight.get(key);
  if (existing) return existing;
  const task = load(locale)
    .then((loaded) => {
      const messages = 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
      i18next.addResourceBundle(locale, ns, messages as LocaleMessages, true, true);
    })
    .catch((error: unknown) => {
      console.error(`[i18n] could not load "${ns}" for "${locale}"; falling back to ${DEFAULT_LOCALE}`, error);
      inFlight.delete(key);
      if (locale !== DEFAULT_LOCALE) return ensureNamespace(ns, DEFAULT_LOCALE, load);
      return undefined;
    });
  inFlight.set(key, task);
  return task;
}

/** Loads a namespace for the locale and for ru (the fallback), in parallel. */
export function ensureNamespaceWithFallback(ns: string, locale: Locale, load: LocaleLoader): Promise<void> {
  const tasks = [ensureNamespace(ns, locale, load)];
  if (locale !== DEFAULT_LOCALE) tasks.push(ensureNamespace(ns, DEFAULT_LOCALE, load));
  return Promise.all(tasks).then(() => undefined);
}
