import type { ErrorResponse, Locale } from '@bc/shared/contracts';
import { accountsMessages } from './catalog/accounts';
import { breedingMessages } from './catalog/breeding';
import { commonMessages } from './catalog/common';
import { filesMessages } from './catalog/files';
import { matingsMessages } from './catalog/matings';
import { moderationMessages } from './catalog/moderation';
import { paymentsMessages } from './catalog/payments';
import { importsMessages } from './catalog/imports';
import { exportsMessages } from './catalog/exports';
import { pedigreeMessages } from './catalog/pedigree';
import { petsMessages } from './catalog/pets';
import { statusMessages } from './catalog/status';
import { termsCatalog } from './catalog/terms';
import { createTranslator } from './translate';

export { requestLocale, type Catalog, type Translations } from './translate';

/** Every catalog of the API's messages (a new domain adds its own here). */
export const CATALOGS = [
  commonMessages, accountsMessages, pedigreeMessages, breedingMessages, petsMessages, filesMessages, matingsMessages, paymentsMessages,
  importsMessages, exportsMessages,
  moderationMessages,
];

const translator = createTranslator(CATALOGS, termsCatalog);

/** The message in `locale`, or undefined when it has no translation. */
export const translateMessage = (message: string, locale: Locale): string | undefined => translator.translate(message, locale);

/**
 * An error answer in the language the request asks for (requestLocale): its message translated, or, when it has no
 * translation, what its status means (the English message then goes in `data.detail`, for whoever debugs). Answers
 * already in the member's language (a ban: `data.code` 'banned') and English requests are left as they are.
 */
export function localizeError(body: ErrorResponse, locale: Locale): ErrorResponse {
  if (locale === 'en') return body;
  const data = body.data as Record<string, unknown> | undefined;
  if (data && typeof data === 'object' && data.code === 'banned') return body;
  const translated = translateMessage(body.message, locale);
  if (translated !== undefined) return { ...body, message: translated };
  const meaning =
    body.statusCode >= 500
      ? (translateMessage('Internal Server Error', locale) ?? body.message)
      : (statusMessages[String(body.statusCode)] ?? statusMessages['4xx'])[locale];
  const detail = { detail: body.message };
  return {
    ...body,
    message: meaning,
    data: data === undefined ? detail : typeof data === 'object' && !Array.isArray(data) ? { ...data, ...detail } : data,
  };
}
