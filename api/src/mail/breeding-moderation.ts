import type { Locale } from '@bc/shared/contracts';
import type { Template } from './templates';

/**
 * A mating or litter announcement a moderator hid, told to its recorder. Placeholders: `{nickname}`, `{pair}` the
 * sire × dam, `{reason}` the reason template's text, `{note}` the moderator's note (its paragraph is left out without
 * one), `{link}` the announcement's page (a litter's editor).
 */
export const MATING_HIDDEN: Record<Locale, Template> = {
  ru: {
    subject: 'Модератор скрыл вязку {pair}',
    paragraphs: ['Здравствуйте, {nickname}!', 'Модератор скрыл объявление о вязке {pair}: теперь его видите только вы и модераторы.', 'Причина: {reason}.', 'Комментарий модератора: {note}', 'Исправьте объявление, и модератор сможет опубликовать его снова:', '{link}'],
  },
  en: {
    subject: 'A moderator has hidden the mating {pair}',
    paragraphs: ['Hello, {nickname}!', 'A moderator has hidden the mating announcement {pair}: only you and the moderators see it now.', 'Reason: {reason}.', 'The moderator’s note: {note}', 'Correct the announcement, and a moderator can publish it again:', '{link}'],
  },
  de: {
    subject: 'Ein Moderator hat die Verpaarung {pair} verborgen',
    paragraphs: ['Hallo {nickname},', 'ein Moderator hat die Anzeige der Verpaarung {pair} verborgen: Nur Sie und die Moderatoren sehen sie jetzt.', 'Grund: {reason}.', 'Notiz des Moderators: {note}', 'Korrigieren Sie die Anzeige, dann kann ein Moderator sie wieder veröffentlichen:', '{link}'],
  },
  pl: {
    subject: 'Moderator ukrył krycie {pair}',
    paragraphs: ['Dzień dobry, {nickname}!', 'Moderator ukrył ogłoszenie o kryciu {pair}: widzisz je teraz tylko Ty i moderatorzy.', 'Powód: {reason}.', 'Uwaga moderatora: {note}', 'Popraw ogłoszenie, a moderator będzie mógł je ponownie opublikować:', '{link}'],
  },
  cn: {
    subject: '版主已隐藏配种 {pair}',
    paragraphs: ['{nickname}，您好！', '版主已隐藏配种公告 {pair}：现在只有您和版主可以看到。', '原因：{reason}。', '版主备注：{note}', '请修改公告，版主即可重新发布：', '{link}'],
  },
  cz: {
    subject: 'Moderátor skryl krytí {pair}',
    paragraphs: ['Dobrý den, {nickname}!', 'Moderátor skryl inzerát krytí {pair}: nyní ho vidíte jen vy a moderátoři.', 'Důvod: {reason}.', 'Poznámka moderátora: {note}', 'Opravte inzerát a moderátor ho bude moci znovu zveřejnit:', '{link}'],
  },
  lv: {
    subject: 'Moderators paslēpa pārošanu {pair}',
    paragraphs: ['Labdien, {nickname}!', 'Moderators paslēpa pārošanas sludinājumu {pair}: tagad to redzat tikai jūs un moderatori.', 'Iemesls: {reason}.', 'Moderatora piezīme: {note}', 'Izlabojiet sludinājumu, un moderators varēs to publicēt atkal:', '{link}'],
  },
};

export const LITTER_HIDDEN: Record<Locale, Template> = {
  ru: {
    subject: 'Модератор скрыл помёт {pair}',
    paragraphs: ['Здравствуйте, {nickname}!', 'Модератор скрыл объявление о помёте {pair}: теперь его видите только вы и модераторы.', 'Причина: {reason}.', 'Комментарий модератора: {note}', 'Исправьте объявление, и модератор сможет опубликовать его снова:', '{link}'],
  },
  en: {
    subject: 'A moderator has hidden the litter {pair}',
    paragraphs: ['Hello, {nickname}!', 'A moderator has hidden the litter announcement {pair}: only you and the moderators see it now.', 'Reason: {reason}.', 'The moderator’s note: {note}', 'Correct the announcement, and a moderator can publish it again:', '{link}'],
  },
  de: {
    subject: 'Ein Moderator hat den Wurf {pair} verborgen',
    paragraphs: ['Hallo {nickname},', 'ein Moderator hat die Anzeige des Wurfs {pair} verborgen: Nur Sie und die Moderatoren sehen sie jetzt.', 'Grund: {reason}.', 'Notiz des Moderators: {note}', 'Korrigieren Sie die Anzeige, dann kann ein Moderator sie wieder veröffentlichen:', '{link}'],
  },
  pl: {
    subject: 'Moderator ukrył miot {pair}',
    paragraphs: ['Dzień dobry, {nickname}!', 'Moderator ukrył ogłoszenie o miocie {pair}: widzisz je teraz tylko Ty i moderatorzy.', 'Powód: {reason}.', 'Uwaga moderatora: {note}', 'Popraw ogłoszenie, a moderator będzie mógł je ponownie opublikować:', '{link}'],
  },
  cn: {
    subject: '版主已隐藏窝 {pair}',
    paragraphs: ['{nickname}，您好！', '版主已隐藏窝公告 {pair}：现在只有您和版主可以看到。', '原因：{reason}。', '版主备注：{note}', '请修改公告，版主即可重新发布：', '{link}'],
  },
  cz: {
    subject: 'Moderátor skryl vrh {pair}',
    paragraphs: ['Dobrý den, {nickname}!', 'Moderátor skryl inzerát vrhu {pair}: nyní ho vidíte jen vy a moderátoři.', 'Důvod: {reason}.', 'Poznámka moderátora: {note}', 'Opravte inzerát a moderátor ho bude moci znovu zveřejnit:', '{link}'],
  },
  lv: {
    subject: 'Moderators paslēpa metienu {pair}',
    paragraphs: ['Labdien, {nickname}!', 'Moderators paslēpa metiena sludinājumu {pair}: tagad to redzat tikai jūs un moderatori.', 'Iemesls: {reason}.', 'Moderatora piezīme: {note}', 'Izlabojiet sludinājumu, un moderators varēs to publicēt atkal:', '{link}'],
  },
};
