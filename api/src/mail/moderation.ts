import type { Locale } from '@bc/shared/contracts';
import type { Template } from './templates';

/**
 * Moderators' decisions told to the member they concern. Placeholders: `{nickname}` the addressee, `{reason}` the
 * reason template's text in their language, `{note}` the moderator's note (its paragraph is left out without one),
 * `{term}` how long a ban lasts (BAN_TERM), `{contact}` the address to write to, `{pet}` a dog's name, `{link}` its page.
 */

export const BANNED: Record<Locale, Template> = {
  ru: {
    subject: 'Доступ к сайту ограничен',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      'Модератор ограничил ваш доступ к сайту {term}.',
      'Причина: {reason}.',
      'Комментарий модератора: {note}',
      'Если вы не согласны с решением, напишите нам: {contact}',
    ],
  },
  en: {
    subject: 'Your access to the site is restricted',
    paragraphs: [
      'Hello, {nickname}!',
      'A moderator has restricted your access to the site {term}.',
      'Reason: {reason}.',
      'The moderator’s note: {note}',
      'If you disagree with this decision, write to us: {contact}',
    ],
  },
  de: {
    subject: 'Ihr Zugang zur Website ist eingeschränkt',
    paragraphs: [
      'Hallo {nickname},',
      'ein Moderator hat Ihren Zugang zur Website {term} eingeschränkt.',
      'Grund: {reason}.',
      'Notiz des Moderators: {note}',
      'Wenn Sie mit der Entscheidung nicht einverstanden sind, schreiben Sie uns: {contact}',
    ],
  },
  pl: {
    subject: 'Twój dostęp do serwisu został ograniczony',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      'Moderator ograniczył Twój dostęp do serwisu {term}.',
      'Powód: {reason}.',
      'Uwaga moderatora: {note}',
      'Jeśli nie zgadzasz się z tą decyzją, napisz do nas: {contact}',
    ],
  },
  cn: {
    subject: '您对本站的访问已被限制',
    paragraphs: [
      '{nickname}，您好！',
      '版主已限制您对本站的访问，{term}。',
      '原因：{reason}。',
      '版主备注：{note}',
      '如您对此决定有异议，请写信给我们：{contact}',
    ],
  },
  cz: {
    subject: 'Váš přístup na web je omezen',
    paragraphs: [
      'Dobrý den, {nickname}!',
      'Moderátor omezil váš přístup na web {term}.',
      'Důvod: {reason}.',
      'Poznámka moderátora: {note}',
      'Pokud s rozhodnutím nesouhlasíte, napište nám: {contact}',
    ],
  },
  lv: {
    subject: 'Jūsu piekļuve vietnei ir ierobežota',
    paragraphs: [
      'Labdien, {nickname}!',
      'Moderators ir ierobežojis jūsu piekļuvi vietnei {term}.',
      'Iemesls: {reason}.',
      'Moderatora piezīme: {note}',
      'Ja nepiekrītat lēmumam, rakstiet mums: {contact}',
    ],
  },
};

/** How long a ban lasts, as `{term}` of BANNED: until a date (`{date}`), or until a moderator lifts it. */
export const BAN_TERM: Record<Locale, { until: string; lifted: string }> = {
  ru: { until: 'до {date}', lifted: 'до решения модератора' },
  en: { until: 'until {date}', lifted: 'until a moderator lifts the restriction' },
  de: { until: 'bis zum {date}', lifted: 'auf unbestimmte Zeit' },
  pl: { until: 'do {date}', lifted: 'do czasu zniesienia ograniczenia przez moderatora' },
  cn: { until: '直至 {date}', lifted: '直至版主解除限制' },
  cz: { until: 'do {date}', lifted: 'dokud omezení nezruší moderátor' },
  lv: { until: 'līdz {date}', lifted: 'līdz moderators ierobežojumu atcels' },
};

export const PET_HIDDEN: Record<Locale, Template> = {
  ru: {
    subject: 'Модератор скрыл собаку {pet}',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      'Модератор скрыл собаку {pet}: теперь её видите только вы и модераторы.',
      'Причина: {reason}.',
      'Комментарий модератора: {note}',
      'Исправьте данные на странице собаки, и модератор сможет опубликовать её снова:',
      '{link}',
    ],
  },
  en: {
    subject: 'A moderator has hidden {pet}',
    paragraphs: [
      'Hello, {nickname}!',
      'A moderator has hidden the dog {pet}: only you and the moderators see it now.',
      'Reason: {reason}.',
      'The moderator’s note: {note}',
      'Correct the data on the dog’s page, and a moderator can publish it again:',
      '{link}',
    ],
  },
  de: {
    subject: 'Ein Moderator hat {pet} verborgen',
    paragraphs: [
      'Hallo {nickname},',
      'ein Moderator hat den Hund {pet} verborgen: Nur Sie und die Moderatoren sehen ihn jetzt.',
      'Grund: {reason}.',
      'Notiz des Moderators: {note}',
      'Korrigieren Sie die Angaben auf der Seite des Hundes, dann kann ein Moderator ihn wieder veröffentlichen:',
      '{link}',
    ],
  },
  pl: {
    subject: 'Moderator ukrył psa {pet}',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      'Moderator ukrył psa {pet}: teraz widzisz go tylko Ty i moderatorzy.',
      'Powód: {reason}.',
      'Uwaga moderatora: {note}',
      'Popraw dane na stronie psa, a moderator będzie mógł go ponownie opublikować:',
      '{link}',
    ],
  },
  cn: {
    subject: '版主已隐藏犬只 {pet}',
    paragraphs: [
      '{nickname}，您好！',
      '版主已隐藏犬只 {pet}：现在只有您和版主能看到它。',
      '原因：{reason}。',
      '版主备注：{note}',
      '请在该犬的页面上更正资料，之后版主可以重新发布它：',
      '{link}',
    ],
  },
  cz: {
    subject: 'Moderátor skryl psa {pet}',
    paragraphs: [
      'Dobrý den, {nickname}!',
      'Moderátor skryl psa {pet}: nyní ho vidíte jen vy a moderátoři.',
      'Důvod: {reason}.',
      'Poznámka moderátora: {note}',
      'Opravte údaje na stránce psa a moderátor ho bude moci znovu zveřejnit:',
      '{link}',
    ],
  },
  lv: {
    subject: 'Moderators ir paslēpis suni {pet}',
    paragraphs: [
      'Labdien, {nickname}!',
      'Moderators ir paslēpis suni {pet}: tagad to redzat tikai jūs un moderatori.',
      'Iemesls: {reason}.',
      'Moderatora piezīme: {note}',
      'Izlabojiet datus suņa lapā, un moderators varēs to publicēt atkal:',
      '{link}',
    ],
  },
};

/** The template without its `{note}` paragraph (a decision without a note). */
export const withoutNote = (template: Record<Locale, Template>): Record<Locale, Template> =>
  Object.fromEntries(
    Object.entries(template).map(([locale, t]) => [locale, { ...t, paragraphs: t.paragraphs.filter((p) => !p.includes('{note}')) }]),
  ) as Record<Locale, Template>;
