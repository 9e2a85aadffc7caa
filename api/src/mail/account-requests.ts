import type { Locale } from '@bc/shared/contracts';
import type { Template } from './templates';

/**
 * The answer to a request to take over or be connected to an account, sent to the request's address in its language,
 * and the note to a member whose kennel's dogs a moderator connected to their account (DOGS_CONNECTED).
 * Placeholders: `{account}` the account asked for, `{count}` how many dogs moved, `{reason}` the reason template's
 * text, `{note}` the moderator's note (its paragraph is left out without one), `{contact}` the address to write to,
 * `{link}` where to go next (the password page of a handed-over account, the requester's dogs).
 */

export const ACCOUNT_HANDED_OVER: Record<Locale, Template> = {
  ru: {
    subject: 'Учётная запись {account} передана вам',
    paragraphs: [
      'Здравствуйте!',
      'Модератор одобрил вашу заявку: учётная запись {account} теперь ваша, для входа используйте этот адрес электронной почты.',
      'Задайте пароль по ссылке (она действует 48 часов; позже воспользуйтесь ссылкой «Забыли пароль?» на странице входа):',
      '{link}',
      'Комментарий модератора: {note}',
    ],
  },
  en: {
    subject: 'The account {account} is now yours',
    paragraphs: [
      'Hello!',
      'A moderator has approved your request: the account {account} is now yours; sign in with this email address.',
      'Set your password with this link (it works for 48 hours; after that, use “Forgot your password?” on the sign-in page):',
      '{link}',
      'The moderator’s note: {note}',
    ],
  },
  de: {
    subject: 'Das Konto {account} gehört jetzt Ihnen',
    paragraphs: [
      'Hallo,',
      'ein Moderator hat Ihre Anfrage angenommen: Das Konto {account} gehört jetzt Ihnen; melden Sie sich mit dieser E-Mail-Adresse an.',
      'Legen Sie Ihr Passwort über diesen Link fest (er gilt 48 Stunden; danach nutzen Sie „Passwort vergessen?“ auf der Anmeldeseite):',
      '{link}',
      'Notiz des Moderators: {note}',
    ],
  },
  pl: {
    subject: 'Konto {account} należy teraz do Ciebie',
    paragraphs: [
      'Dzień dobry!',
      'Moderator zatwierdził Twoją prośbę: konto {account} należy teraz do Ciebie; zaloguj się tym adresem e-mail.',
      'Ustaw hasło, korzystając z tego linku (działa przez 48 godzin; później użyj opcji „Nie pamiętasz hasła?” na stronie logowania):',
      '{link}',
      'Uwaga moderatora: {note}',
    ],
  },
  cn: {
    subject: '账户 {account} 现已归您所有',
    paragraphs: [
      '您好！',
      '版主已批准您的申请：账户 {account} 现已归您所有，请使用此电子邮箱登录。',
      '请通过以下链接设置密码（48 小时内有效；过期后请在登录页点击“忘记密码？”）：',
      '{link}',
      '版主备注：{note}',
    ],
  },
  cz: {
    subject: 'Účet {account} je nyní váš',
    paragraphs: [
      'Dobrý den!',
      'Moderátor schválil vaši žádost: účet {account} je nyní váš; přihlaste se touto e-mailovou adresou.',
      'Nastavte si heslo pomocí tohoto odkazu (platí 48 hodin; poté použijte „Zapomněli jste heslo?“ na přihlašovací stránce):',
      '{link}',
      'Poznámka moderátora: {note}',
    ],
  },
  lv: {
    subject: 'Konts {account} tagad ir jūsu',
    paragraphs: [
      'Labdien!',
      'Moderators ir apstiprinājis jūsu pieprasījumu: konts {account} tagad ir jūsu; piesakieties ar šo e-pasta adresi.',
      'Iestatiet paroli, izmantojot šo saiti (tā derīga 48 stundas; pēc tam pieteikšanās lapā izmantojiet “Aizmirsāt paroli?”):',
      '{link}',
      'Moderatora piezīme: {note}',
    ],
  },
};

export const ACCOUNT_DOGS_MOVED: Record<Locale, Template> = {
  ru: {
    subject: 'Собаки и питомник {account} перенесены в вашу учётную запись',
    paragraphs: [
      'Здравствуйте!',
      'Модератор одобрил вашу заявку: собаки и питомник учётной записи {account} перенесены в вашу учётную запись (собак: {count}).',
      'Комментарий модератора: {note}',
      'Ваши собаки:',
      '{link}',
    ],
  },
  en: {
    subject: 'The dogs and kennel of {account} are now in your account',
    paragraphs: [
      'Hello!',
      'A moderator has approved your request: the dogs and kennel of the account {account} have been moved to your account ({count} dogs).',
      'The moderator’s note: {note}',
      'Your dogs:',
      '{link}',
    ],
  },
  de: {
    subject: 'Die Hunde und der Zwinger von {account} sind jetzt in Ihrem Konto',
    paragraphs: [
      'Hallo,',
      'ein Moderator hat Ihre Anfrage angenommen: Die Hunde und der Zwinger des Kontos {account} wurden in Ihr Konto übertragen (Hunde: {count}).',
      'Notiz des Moderators: {note}',
      'Ihre Hunde:',
      '{link}',
    ],
  },
  pl: {
    subject: 'Psy i hodowla {account} są teraz na Twoim koncie',
    paragraphs: [
      'Dzień dobry!',
      'Moderator zatwierdził Twoją prośbę: psy i hodowla konta {account} zostały przeniesione na Twoje konto (liczba psów: {count}).',
      'Uwaga moderatora: {note}',
      'Twoje psy:',
      '{link}',
    ],
  },
  cn: {
    subject: '{account} 的犬只和犬舍已转入您的账户',
    paragraphs: [
      '您好！',
      '版主已批准您的申请：账户 {account} 的犬只和犬舍已转入您的账户（犬只数：{count}）。',
      '版主备注：{note}',
      '您的犬只：',
      '{link}',
    ],
  },
  cz: {
    subject: 'Psi a chovatelská stanice {account} jsou nyní ve vašem účtu',
    paragraphs: [
      'Dobrý den!',
      'Moderátor schválil vaši žádost: psi a chovatelská stanice účtu {account} byli převedeni do vašeho účtu (počet psů: {count}).',
      'Poznámka moderátora: {note}',
      'Vaši psi:',
      '{link}',
    ],
  },
  lv: {
    subject: '{account} suņi un audzētava tagad ir jūsu kontā',
    paragraphs: [
      'Labdien!',
      'Moderators ir apstiprinājis jūsu pieprasījumu: konta {account} suņi un audzētava ir pārcelti uz jūsu kontu (suņu skaits: {count}).',
      'Moderatora piezīme: {note}',
      'Jūsu suņi:',
      '{link}',
    ],
  },
};

export const ACCOUNT_REQUEST_REJECTED: Record<Locale, Template> = {
  ru: {
    subject: 'Заявка на учётную запись {account} отклонена',
    paragraphs: [
      'Здравствуйте!',
      'Модератор отклонил вашу заявку на учётную запись {account}.',
      'Причина: {reason}.',
      'Комментарий модератора: {note}',
      'Если вы не согласны с решением, напишите нам: {contact}',
    ],
  },
  en: {
    subject: 'Your request for the account {account} was declined',
    paragraphs: [
      'Hello!',
      'A moderator has declined your request for the account {account}.',
      'Reason: {reason}.',
      'The moderator’s note: {note}',
      'If you disagree with this decision, write to us: {contact}',
    ],
  },
  de: {
    subject: 'Ihre Anfrage zum Konto {account} wurde abgelehnt',
    paragraphs: [
      'Hallo,',
      'ein Moderator hat Ihre Anfrage zum Konto {account} abgelehnt.',
      'Grund: {reason}.',
      'Notiz des Moderators: {note}',
      'Wenn Sie mit der Entscheidung nicht einverstanden sind, schreiben Sie uns: {contact}',
    ],
  },
  pl: {
    subject: 'Twoja prośba dotycząca konta {account} została odrzucona',
    paragraphs: [
      'Dzień dobry!',
      'Moderator odrzucił Twoją prośbę dotyczącą konta {account}.',
      'Powód: {reason}.',
      'Uwaga moderatora: {note}',
      'Jeśli nie zgadzasz się z tą decyzją, napisz do nas: {contact}',
    ],
  },
  cn: {
    subject: '您关于账户 {account} 的申请未获批准',
    paragraphs: [
      '您好！',
      '版主未批准您关于账户 {account} 的申请。',
      '原因：{reason}。',
      '版主备注：{note}',
      '如您对此决定有异议，请写信给我们：{contact}',
    ],
  },
  cz: {
    subject: 'Vaše žádost o účet {account} byla zamítnuta',
    paragraphs: [
      'Dobrý den!',
      'Moderátor zamítl vaši žádost o účet {account}.',
      'Důvod: {reason}.',
      'Poznámka moderátora: {note}',
      'Pokud s rozhodnutím nesouhlasíte, napište nám: {contact}',
    ],
  },
  lv: {
    subject: 'Jūsu pieprasījums par kontu {account} ir noraidīts',
    paragraphs: [
      'Labdien!',
      'Moderators ir noraidījis jūsu pieprasījumu par kontu {account}.',
      'Iemesls: {reason}.',
      'Moderatora piezīme: {note}',
      'Ja nepiekrītat lēmumam, rakstiet mums: {contact}',
    ],
  },
};

/** Dogs whose breeder or owner was the member's kennel by name, connected to their account (`{count}`, `{kennel}`). */
export const DOGS_CONNECTED: Record<Locale, Template> = {
  ru: {
    subject: 'Собаки питомника {kennel} связаны с вашей учётной записью',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      'Модератор связал с вашей учётной записью собак, у которых заводчиком или владельцем был указан ваш питомник {kennel} (собак: {count}).',
      'Ваши собаки:',
      '{link}',
    ],
  },
  en: {
    subject: 'Dogs of the kennel {kennel} are now connected to your account',
    paragraphs: [
      'Hello, {nickname}!',
      'A moderator has connected to your account the dogs whose breeder or owner was given as your kennel {kennel} ({count} dogs).',
      'Your dogs:',
      '{link}',
    ],
  },
  de: {
    subject: 'Hunde des Zwingers {kennel} sind jetzt mit Ihrem Konto verbunden',
    paragraphs: [
      'Hallo {nickname},',
      'ein Moderator hat die Hunde, bei denen Ihr Zwinger {kennel} als Züchter oder Besitzer angegeben war, mit Ihrem Konto verbunden (Hunde: {count}).',
      'Ihre Hunde:',
      '{link}',
    ],
  },
  pl: {
    subject: 'Psy z hodowli {kennel} są teraz połączone z Twoim kontem',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      'Moderator połączył z Twoim kontem psy, u których jako hodowcę lub właściciela podano Twoją hodowlę {kennel} (liczba psów: {count}).',
      'Twoje psy:',
      '{link}',
    ],
  },
  cn: {
    subject: '犬舍 {kennel} 的犬只已关联到您的账户',
    paragraphs: [
      '{nickname}，您好！',
      '版主已将繁育者或主人填写为您的犬舍 {kennel} 的犬只关联到您的账户（犬只数：{count}）。',
      '您的犬只：',
      '{link}',
    ],
  },
  cz: {
    subject: 'Psi chovatelské stanice {kennel} jsou nyní propojeni s vaším účtem',
    paragraphs: [
      'Dobrý den, {nickname}!',
      'Moderátor propojil s vaším účtem psy, u nichž byla jako chovatel nebo majitel uvedena vaše chovatelská stanice {kennel} (počet psů: {count}).',
      'Vaši psi:',
      '{link}',
    ],
  },
  lv: {
    subject: 'Audzētavas {kennel} suņi tagad ir saistīti ar jūsu kontu',
    paragraphs: [
      'Labdien, {nickname}!',
      'Moderators ar jūsu kontu ir saistījis suņus, kuriem kā audzētājs vai īpašnieks bija norādīta jūsu audzētava {kennel} (suņu skaits: {count}).',
      'Jūsu suņi:',
      '{link}',
    ],
  },
};
