import type { Locale } from '@bc/shared/contracts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Template {
  subject: string;
  /** Paragraphs; `{link}` is replaced by the link, `{nickname}` by the nickname and any other `{name}` by its value. */
  paragraphs: string[];
}

const SIGNATURE: Record<Locale, string> = {
  ru: 'База родословных бордер-колли',
  en: 'Border Collie Pedigree Database',
  de: 'Border-Collie-Ahnentafel-Datenbank',
  pl: 'Baza rodowodów border collie',
  cn: '边境牧羊犬血统数据库',
  cz: 'Databáze rodokmenů border kolií',
  lv: 'Borderkolliju ciltsrakstu datubāze',
};

export const ACTIVATION: Record<Locale, Template> = {
  ru: {
    subject: 'Подтвердите регистрацию',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      'Вы зарегистрировались в базе родословных бордер-колли. Чтобы активировать учётную запись, перейдите по ссылке:',
      '{link}',
      'Ссылка действует 48 часов. Если вы не регистрировались, просто проигнорируйте это письмо.',
    ],
  },
  en: {
    subject: 'Confirm your registration',
    paragraphs: [
      'Hello, {nickname}!',
      'You have signed up for the Border Collie pedigree database. To activate your account, open this link:',
      '{link}',
      'The link is valid for 48 hours. If you did not sign up, simply ignore this email.',
    ],
  },
  de: {
    subject: 'Bestätigen Sie Ihre Registrierung',
    paragraphs: [
      'Hallo {nickname},',
      'Sie haben sich in der Border-Collie-Ahnentafel-Datenbank registriert. Um Ihr Konto zu aktivieren, öffnen Sie bitte diesen Link:',
      '{link}',
      'Der Link ist 48 Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail einfach.',
    ],
  },
  pl: {
    subject: 'Potwierdź rejestrację',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      'Utworzono konto w bazie rodowodów border collie. Aby je aktywować, otwórz ten link:',
      '{link}',
      'Link jest ważny przez 48 godzin. Jeśli to nie Ty zakładałeś(-aś) konto, po prostu zignoruj tę wiadomość.',
    ],
  },
  cn: {
    subject: '请确认您的注册',
    paragraphs: [
      '{nickname}，您好！',
      '您已注册边境牧羊犬血统数据库。请打开以下链接激活您的账户：',
      '{link}',
      '该链接在 48 小时内有效。如果您没有注册，请忽略此邮件。',
    ],
  },
  cz: {
    subject: 'Potvrďte svou registraci',
    paragraphs: [
      'Dobrý den, {nickname},',
      'zaregistrovali jste se v databázi rodokmenů border kolií. Účet aktivujete otevřením tohoto odkazu:',
      '{link}',
      'Odkaz platí 48 hodin. Pokud jste se neregistrovali, tento e-mail prosím ignorujte.',
    ],
  },
  lv: {
    subject: 'Apstipriniet reģistrāciju',
    paragraphs: [
      'Labdien, {nickname}!',
      'Jūs reģistrējāties borderkolliju ciltsrakstu datubāzē. Lai aktivizētu kontu, atveriet šo saiti:',
      '{link}',
      'Saite ir derīga 48 stundas. Ja jūs nereģistrējāties, vienkārši ignorējiet šo e-pastu.',
    ],
  },
};

export const PASSWORD_RESET: Record<Locale, Template> = {
  ru: {
    subject: 'Восстановление пароля',
    paragraphs: [
      'Здравствуйте!',
      'Мы получили запрос на смену пароля вашей учётной записи. Чтобы задать новый пароль, перейдите по ссылке:',
      '{link}',
      'Ссылка действует 2 часа. Если вы не запрашивали смену пароля, проигнорируйте это письмо — пароль останется прежним.',
    ],
  },
  en: {
    subject: 'Reset your password',
    paragraphs: [
      'Hello!',
      'We received a request to reset the password of your account. To choose a new password, open this link:',
      '{link}',
      'The link is valid for 2 hours. If you did not ask for this, ignore this email and your password stays the same.',
    ],
  },
  de: {
    subject: 'Passwort zurücksetzen',
    paragraphs: [
      'Hallo,',
      'wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Kontos erhalten. Um ein neues Passwort festzulegen, öffnen Sie diesen Link:',
      '{link}',
      'Der Link ist 2 Stunden gültig. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    ],
  },
  pl: {
    subject: 'Resetowanie hasła',
    paragraphs: [
      'Dzień dobry!',
      'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Aby ustawić nowe hasło, otwórz ten link:',
      '{link}',
      'Link jest ważny przez 2 godziny. Jeśli to nie Ty wysłałeś(-aś) prośbę, zignoruj tę wiadomość — hasło pozostanie bez zmian.',
    ],
  },
  cn: {
    subject: '重置您的密码',
    paragraphs: [
      '您好！',
      '我们收到了重置您账户密码的请求。请打开以下链接设置新密码：',
      '{link}',
      '该链接在 2 小时内有效。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    ],
  },
  cz: {
    subject: 'Obnovení hesla',
    paragraphs: [
      'Dobrý den,',
      'obdrželi jsme žádost o obnovení hesla k vašemu účtu. Nové heslo nastavíte otevřením tohoto odkazu:',
      '{link}',
      'Odkaz platí 2 hodiny. Pokud jste o obnovení nežádali, tento e-mail ignorujte – vaše heslo zůstane beze změny.',
    ],
  },
  lv: {
    subject: 'Paroles atjaunošana',
    paragraphs: [
      'Labdien!',
      'Mēs saņēmām pieprasījumu atjaunot jūsu konta paroli. Lai iestatītu jaunu paroli, atveriet šo saiti:',
      '{link}',
      'Saite ir derīga 2 stundas. Ja jūs to nepieprasījāt, ignorējiet šo e-pastu – jūsu parole paliks nemainīga.',
    ],
  },
};

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Fills a template in the user's language: plain text and HTML. */
export function renderMail(
  template: Record<Locale, Template>,
  locale: Locale,
  values: { link: string; nickname?: string; [name: string]: string | undefined },
): MailContent {
  const t = template[locale];
  // One pass: a value (a member's message, a dog's name) is never searched for placeholders itself.
  const fill = (p: string) => p.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (name === 'nickname' ? (values.nickname ?? '') : (values[name] ?? whole)));
  const paragraphs = [...t.paragraphs.map(fill), `— ${SIGNATURE[locale]}`];
  const html = paragraphs
    .map((p) => (p === values.link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`))
    .join('\n');
  return {
    subject: fill(t.subject),
    text: paragraphs.join('\n\n'),
    html: `<!doctype html>\n<html lang="${locale === 'cn' ? 'zh' : locale === 'cz' ? 'cs' : locale}"><body>\n${html}\n</body></html>`,
  };
}
