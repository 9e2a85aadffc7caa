import type { Locale } from '@bc/shared/contracts';
import type { Template } from './templates';

/**
 * Moderators' decisions told to the member they concern. Placeholders: `{nickname}` the addressee, `{reason}` the
 * reason template's text in their language, `{note}` the moderator's note (its paragraph is left out without one),
 * `{term}` how long a ban lasts (BAN_TERM), `{contact}` the address to write to, `{pet}` a dog's name, `{link}` its page,
 * `{survivor}` the record a dog was merged into.
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

/** A member's dog merged into another record of the same dog (`{survivor}` its name, `{link}` its page). */
export const PET_MERGED: Record<Locale, Template> = {
  ru: {
    subject: 'Записи собаки {pet} объединены',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      'Модератор объединил вашу запись {pet} с записью {survivor}: это одна и та же собака.',
      'Потомки, помёты, вязки, фото, документы, результаты обследований и отметки «нравится» перенесены в запись {survivor}; старая ссылка ведёт на неё.',
      'Комментарий модератора: {note}',
      'Если это разные собаки, напишите нам: {contact}',
      '{link}',
    ],
  },
  en: {
    subject: 'The records of {pet} have been merged',
    paragraphs: [
      'Hello, {nickname}!',
      'A moderator has merged your record {pet} into the record {survivor}: they are the same dog.',
      'Offspring, litters, matings, photos, documents, health results and likes are now on {survivor}; the old link leads there.',
      'The moderator’s note: {note}',
      'If they are different dogs, write to us: {contact}',
      '{link}',
    ],
  },
  de: {
    subject: 'Die Einträge von {pet} wurden zusammengeführt',
    paragraphs: [
      'Hallo {nickname},',
      'ein Moderator hat Ihren Eintrag {pet} mit dem Eintrag {survivor} zusammengeführt: Es ist derselbe Hund.',
      'Nachkommen, Würfe, Deckakte, Fotos, Dokumente, Gesundheitsergebnisse und Likes gehören jetzt zu {survivor}; der alte Link führt dorthin.',
      'Notiz des Moderators: {note}',
      'Wenn es verschiedene Hunde sind, schreiben Sie uns: {contact}',
      '{link}',
    ],
  },
  pl: {
    subject: 'Wpisy psa {pet} zostały połączone',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      'Moderator połączył Twój wpis {pet} z wpisem {survivor}: to ten sam pies.',
      'Potomstwo, mioty, krycia, zdjęcia, dokumenty, wyniki badań i polubienia są teraz przy wpisie {survivor}; stary link prowadzi do niego.',
      'Uwaga moderatora: {note}',
      'Jeśli to różne psy, napisz do nas: {contact}',
      '{link}',
    ],
  },
  cn: {
    subject: '犬只 {pet} 的记录已合并',
    paragraphs: [
      '{nickname}，您好！',
      '版主已将您的记录 {pet} 合并到记录 {survivor}：它们是同一只犬。',
      '后代、窝、配种、照片、文件、健康检查结果和点赞现已归入 {survivor}；旧链接会跳转到该记录。',
      '版主备注：{note}',
      '如果它们是不同的犬，请写信给我们：{contact}',
      '{link}',
    ],
  },
  cz: {
    subject: 'Záznamy psa {pet} byly sloučeny',
    paragraphs: [
      'Dobrý den, {nickname}!',
      'Moderátor sloučil váš záznam {pet} se záznamem {survivor}: jde o téhož psa.',
      'Potomci, vrhy, krytí, fotografie, dokumenty, výsledky vyšetření a označení „líbí se“ jsou nyní u záznamu {survivor}; starý odkaz vede na něj.',
      'Poznámka moderátora: {note}',
      'Pokud jde o různé psy, napište nám: {contact}',
      '{link}',
    ],
  },
  lv: {
    subject: 'Suņa {pet} ieraksti ir apvienoti',
    paragraphs: [
      'Labdien, {nickname}!',
      'Moderators ir apvienojis jūsu ierakstu {pet} ar ierakstu {survivor}: tas ir viens un tas pats suns.',
      'Pēcnācēji, metieni, pārošanās, fotoattēli, dokumenti, veselības pārbaužu rezultāti un atzīmes “patīk” tagad ir pie {survivor}; vecā saite ved uz to.',
      'Moderatora piezīme: {note}',
      'Ja tie ir dažādi suņi, rakstiet mums: {contact}',
      '{link}',
    ],
  },
};

/** A dog a moderator deleted (a record without offspring that should not exist: spam, a test entry, a duplicate of nothing). */
export const PET_DELETED: Record<Locale, Template> = {
  ru: {
    subject: 'Модератор удалил собаку {pet}',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      'Модератор удалил запись о собаке {pet} вместе с её фотографиями, документами и результатами.',
      'Причина: {reason}.',
      'Комментарий модератора: {note}',
      'Если вы не согласны с решением, напишите нам: {contact}',
    ],
  },
  en: {
    subject: 'A moderator has deleted {pet}',
    paragraphs: [
      'Hello, {nickname}!',
      'A moderator has deleted the record of the dog {pet}, with its photos, documents and results.',
      'Reason: {reason}.',
      'The moderator’s note: {note}',
      'If you disagree with this decision, write to us: {contact}',
    ],
  },
  de: {
    subject: 'Ein Moderator hat {pet} gelöscht',
    paragraphs: [
      'Hallo {nickname},',
      'ein Moderator hat den Eintrag des Hundes {pet} mit seinen Fotos, Dokumenten und Ergebnissen gelöscht.',
      'Grund: {reason}.',
      'Notiz des Moderators: {note}',
      'Wenn Sie mit der Entscheidung nicht einverstanden sind, schreiben Sie uns: {contact}',
    ],
  },
  pl: {
    subject: 'Moderator usunął psa {pet}',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      'Moderator usunął wpis psa {pet} wraz z jego zdjęciami, dokumentami i wynikami.',
      'Powód: {reason}.',
      'Uwaga moderatora: {note}',
      'Jeśli nie zgadzasz się z tą decyzją, napisz do nas: {contact}',
    ],
  },
  cn: {
    subject: '版主已删除犬只 {pet}',
    paragraphs: [
      '{nickname}，您好！',
      '版主已删除犬只 {pet} 的记录及其照片、文件和检测结果。',
      '原因：{reason}。',
      '版主备注：{note}',
      '如果您不同意此决定，请写信给我们：{contact}',
    ],
  },
  cz: {
    subject: 'Moderátor smazal psa {pet}',
    paragraphs: [
      'Dobrý den, {nickname}!',
      'Moderátor smazal záznam psa {pet} spolu s jeho fotografiemi, dokumenty a výsledky.',
      'Důvod: {reason}.',
      'Poznámka moderátora: {note}',
      'Pokud s rozhodnutím nesouhlasíte, napište nám: {contact}',
    ],
  },
  lv: {
    subject: 'Moderators izdzēsa suni {pet}',
    paragraphs: [
      'Labdien, {nickname}!',
      'Moderators izdzēsa suņa {pet} ierakstu kopā ar tā fotoattēliem, dokumentiem un rezultātiem.',
      'Iemesls: {reason}.',
      'Moderatora piezīme: {note}',
      'Ja nepiekrītat lēmumam, rakstiet mums: {contact}',
    ],
  },
};

/** The template without its `{note}` paragraph (a decision without a note). */
export const withoutNote = (template: Record<Locale, Template>): Record<Locale, Template> =>
  Object.fromEntries(
    Object.entries(template).map(([locale, t]) => [locale, { ...t, paragraphs: t.paragraphs.filter((p) => !p.includes('{note}')) }]),
  ) as Record<Locale, Template>;
