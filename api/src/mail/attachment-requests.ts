import type { Locale } from '@bc/shared/contracts';
import type { Template } from './templates';

/**
 * A member's attachment request (a correction, document or photo offered for a dog) that a moderator rejected.
 * Placeholders: `{nickname}` the requester, `{pet}` the dog's name, `{info}` what they wrote, `{reason}` the reason
 * template's text in their language, `{note}` the moderator's note (its paragraph is left out without one), `{link}`
 * the dog's page.
 */
export const ATTACHMENT_REJECTED: Record<Locale, Template> = {
  ru: {
    subject: 'Модератор отклонил ваше предложение для собаки {pet}',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      'Модератор рассмотрел ваше предложение для собаки {pet} и отклонил его.',
      'Ваше сообщение: {info}',
      'Причина: {reason}.',
      'Комментарий модератора: {note}',
      'Страница собаки: {link}',
    ],
  },
  en: {
    subject: 'A moderator declined your request for {pet}',
    paragraphs: [
      'Hello, {nickname}!',
      'A moderator has reviewed what you offered for {pet} and declined it.',
      'Your message: {info}',
      'Reason: {reason}.',
      'The moderator’s note: {note}',
      'The dog’s page: {link}',
    ],
  },
  de: {
    subject: 'Ein Moderator hat Ihre Anfrage zu {pet} abgelehnt',
    paragraphs: [
      'Hallo {nickname},',
      'ein Moderator hat Ihren Vorschlag zu {pet} geprüft und abgelehnt.',
      'Ihre Nachricht: {info}',
      'Grund: {reason}.',
      'Notiz des Moderators: {note}',
      'Die Seite des Hundes: {link}',
    ],
  },
  pl: {
    subject: 'Moderator odrzucił Twoje zgłoszenie dotyczące psa {pet}',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      'Moderator rozpatrzył Twoje zgłoszenie dotyczące psa {pet} i je odrzucił.',
      'Twoja wiadomość: {info}',
      'Powód: {reason}.',
      'Uwaga moderatora: {note}',
      'Strona psa: {link}',
    ],
  },
  cn: {
    subject: '版主已拒绝您关于 {pet} 的申请',
    paragraphs: [
      '{nickname}，您好！',
      '版主已审核您为 {pet} 提交的内容，并予以拒绝。',
      '您的留言：{info}',
      '原因：{reason}。',
      '版主备注：{note}',
      '犬只页面：{link}',
    ],
  },
  cz: {
    subject: 'Moderátor zamítl váš návrh ke psovi {pet}',
    paragraphs: [
      'Dobrý den, {nickname}!',
      'Moderátor posoudil váš návrh ke psovi {pet} a zamítl jej.',
      'Vaše zpráva: {info}',
      'Důvod: {reason}.',
      'Poznámka moderátora: {note}',
      'Stránka psa: {link}',
    ],
  },
  lv: {
    subject: 'Moderators noraidīja jūsu pieprasījumu par suni {pet}',
    paragraphs: [
      'Labdien, {nickname}!',
      'Moderators izskatīja jūsu iesniegto informāciju par suni {pet} un to noraidīja.',
      'Jūsu ziņojums: {info}',
      'Iemesls: {reason}.',
      'Moderatora piezīme: {note}',
      'Suņa lapa: {link}',
    ],
  },
};
