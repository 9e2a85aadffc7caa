export * from './routes';
export * from './links';
export * from './params';
export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  isLocale,
  toBcp47,
  localePrefix,
  splitLocale,
  switchLocalePath,
  type Locale,
} from '../i18n/locales';
