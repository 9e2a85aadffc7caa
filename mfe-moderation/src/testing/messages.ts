import { resolve } from 'node:path';
import type { Locale } from '@bc/shared';
import { localeMessages } from '@bc/shared/testing';

/** The `moderation` and `common` namespaces of a locale, for `renderPage({ messages })`. */
export const messages = (locale: Locale) => localeMessages(locale, { moderation: resolve(__dirname, '../../locales') });
