import type { Locale } from '../i18n/locales';

/** The message of every answer to a banned member's call (403), in each language: the member's own is answered. */
export const BAN_MESSAGES: Record<Locale, string> = {
  ru: 'Вам ограничен доступ к сайту',
  en: 'Your access to the site is restricted',
  de: 'Ihr Zugang zur Website ist eingeschränkt',
  pl: 'Twój dostęp do serwisu został ograniczony',
  cn: '您对本站的访问已被限制',
  cz: 'Váš přístup na web je omezen',
  lv: 'Jūsu piekļuve vietnei ir ierobežota',
};

/** The Russian one (the site's default language). */
export const BAN_MESSAGE = BAN_MESSAGES.ru;
