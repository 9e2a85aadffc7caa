import type { Locale } from '../../i18n/locales';

/**
 * The moderators' reason templates: one key each, written in the seven languages. The moderator picks a key (with a
 * note of their own); the member reads the text in their language — in the email, on the 403 page of a ban, beside a
 * hidden dog. No schema code here: the browser apps import it alone.
 */
export const MODERATION_REASONS = {
  'false-data': {
    ru: 'Недостоверные данные',
    en: 'False or unverified data',
    de: 'Falsche oder ungeprüfte Angaben',
    pl: 'Nieprawdziwe lub niesprawdzone dane',
    cn: '数据不实或未经核实',
    cz: 'Nepravdivé nebo neověřené údaje',
    lv: 'Nepatiesi vai nepārbaudīti dati',
  },
  duplicate: {
    ru: 'Дубликат записи, которая уже есть в базе',
    en: 'A duplicate of a record already in the database',
    de: 'Ein Duplikat eines bereits vorhandenen Eintrags',
    pl: 'Duplikat wpisu, który już jest w bazie',
    cn: '与数据库中已有记录重复',
    cz: 'Duplikát záznamu, který už v databázi je',
    lv: 'Ieraksta dublikāts, kas jau ir datubāzē',
  },
  'not-border-collie': {
    ru: 'Собака не породы бордер-колли',
    en: 'The dog is not a border collie',
    de: 'Der Hund ist kein Border Collie',
    pl: 'Pies nie jest border collie',
    cn: '该犬不是边境牧羊犬',
    cz: 'Pes není border kolie',
    lv: 'Suns nav borderkollijs',
  },
  offensive: {
    ru: 'Оскорбительное или недопустимое содержание',
    en: 'Offensive or inappropriate content',
    de: 'Beleidigende oder unangemessene Inhalte',
    pl: 'Obraźliwe lub niestosowne treści',
    cn: '冒犯性或不当内容',
    cz: 'Urážlivý nebo nevhodný obsah',
    lv: 'Aizskarošs vai nepiemērots saturs',
  },
  spam: {
    ru: 'Спам или реклама',
    en: 'Spam or advertising',
    de: 'Spam oder Werbung',
    pl: 'Spam lub reklama',
    cn: '垃圾信息或广告',
    cz: 'Spam nebo reklama',
    lv: 'Surogātpasts vai reklāma',
  },
  'rules-violation': {
    ru: 'Нарушение правил сайта',
    en: 'A breach of the site’s rules',
    de: 'Ein Verstoß gegen die Regeln der Website',
    pl: 'Naruszenie zasad serwisu',
    cn: '违反本站规则',
    cz: 'Porušení pravidel webu',
    lv: 'Vietnes noteikumu pārkāpums',
  },
  other: {
    ru: 'Другая причина (см. комментарий модератора)',
    en: 'Another reason (see the moderator’s note)',
    de: 'Ein anderer Grund (siehe die Notiz des Moderators)',
    pl: 'Inny powód (zob. uwagę moderatora)',
    cn: '其他原因（见版主备注）',
    cz: 'Jiný důvod (viz poznámku moderátora)',
    lv: 'Cits iemesls (skatiet moderatora piezīmi)',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ModerationReason = keyof typeof MODERATION_REASONS;
export const MODERATION_REASON_KEYS = Object.keys(MODERATION_REASONS) as ModerationReason[];

export const isModerationReason = (value: unknown): value is ModerationReason =>
  typeof value === 'string' && Object.hasOwn(MODERATION_REASONS, value);

/** A reason's text in a language (a key the site no longer knows is shown as it is). */
export const reasonText = (reason: string, locale: Locale): string =>
  isModerationReason(reason) ? MODERATION_REASONS[reason][locale] : reason;
