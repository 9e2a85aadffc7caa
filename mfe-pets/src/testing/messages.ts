import { resolve } from 'node:path';
import type { Locale } from '@bc/shared';
import { localeMessages } from '@bc/shared/testing';

/** The `pets` and `common` namespaces of a locale, for `renderPage({ messages })`. */
export const messages = (locale: Locale) => localeMessages(locale, { pets: resolve(__dirname, '../../locales') });
