import type { InquiryTopic, Locale } from '@bc/shared/contracts';
import type { Template } from './templates';

/**
 * Breeding emails: the stud owner asked to confirm a mating, and an inquiry about a mating or a litter. Placeholders:
 * `{nickname}` the addressee, `{recorder}` the member who recorded the mating, `{dam}`, `{sire}`, `{dates}`, `{link}`
 * the page; `{name}`, `{email}`, `{topic}` (INQUIRY_TOPIC_NAMES), `{subject}` (the mating's or litter's dogs), `{message}`.
 */

export const STUD_CONFIRMATION: Record<Locale, Template> = {
  ru: {
    subject: 'Подтвердите вязку с вашим кобелём {sire}',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      '{recorder} записал(а) вязку суки {dam} с вашим кобелём {sire} (даты: {dates}).',
      'Пожалуйста, подтвердите или отклоните её на странице вязки (войдите на сайт под своей учётной записью):',
      '{link}',
      'Пока вы не ответите, на странице вязки указано «ожидает подтверждения владельца кобеля», и в общие списки она не попадает.',
    ],
  },
  en: {
    subject: 'Confirm a mating with your male {sire}',
    paragraphs: [
      'Hello, {nickname}!',
      '{recorder} has recorded a mating of the female {dam} with your male {sire} (dates: {dates}).',
      'Please confirm or decline it on the mating page (sign in with your account):',
      '{link}',
      'Until you answer, the mating page says “awaiting the stud owner” and the mating is not in the public lists.',
    ],
  },
  de: {
    subject: 'Bestätigen Sie eine Deckung mit Ihrem Rüden {sire}',
    paragraphs: [
      'Hallo {nickname},',
      '{recorder} hat eine Deckung der Hündin {dam} mit Ihrem Rüden {sire} eingetragen (Daten: {dates}).',
      'Bitte bestätigen oder lehnen Sie sie auf der Seite der Deckung ab (melden Sie sich mit Ihrem Konto an):',
      '{link}',
      'Bis Sie antworten, steht auf der Seite „wartet auf den Deckrüdenbesitzer“, und die Deckung erscheint nicht in den öffentlichen Listen.',
    ],
  },
  pl: {
    subject: 'Potwierdź krycie z Twoim psem {sire}',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      '{recorder} zapisał(a) krycie suki {dam} z Twoim psem {sire} (daty: {dates}).',
      'Potwierdź je lub odrzuć na stronie krycia (zaloguj się na swoje konto):',
      '{link}',
      'Dopóki nie odpowiesz, strona krycia pokazuje „czeka na właściciela reproduktora”, a krycie nie trafia na publiczne listy.',
    ],
  },
  cn: {
    subject: '请确认与您的公犬 {sire} 的配种',
    paragraphs: [
      '{nickname}，您好！',
      '{recorder} 登记了母犬 {dam} 与您的公犬 {sire} 的配种（日期：{dates}）。',
      '请在配种页面上确认或拒绝（请用您的账户登录）：',
      '{link}',
      '在您答复之前，配种页面显示“等待种公犬主人确认”，该配种不会出现在公开列表中。',
    ],
  },
  cz: {
    subject: 'Potvrďte krytí s vaším psem {sire}',
    paragraphs: [
      'Dobrý den, {nickname}!',
      '{recorder} zapsal(a) krytí feny {dam} s vaším psem {sire} (data: {dates}).',
      'Potvrďte je nebo odmítněte na stránce krytí (přihlaste se svým účtem):',
      '{link}',
      'Dokud neodpovíte, stránka krytí ukazuje „čeká na majitele krycího psa“ a krytí není ve veřejných seznamech.',
    ],
  },
  lv: {
    subject: 'Apstipriniet pārošanu ar jūsu suni {sire}',
    paragraphs: [
      'Labdien, {nickname}!',
      '{recorder} ir reģistrējis(-usi) kuces {dam} pārošanu ar jūsu suni {sire} (datumi: {dates}).',
      'Lūdzu, apstipriniet vai noraidiet to pārošanas lapā (piesakieties ar savu kontu):',
      '{link}',
      'Kamēr jūs neesat atbildējis(-usi), pārošanas lapā redzams “gaida vaislas suņa īpašnieka apstiprinājumu”, un pārošana nav publiskajos sarakstos.',
    ],
  },
};

export const INQUIRY: Record<Locale, Template> = {
  ru: {
    subject: 'Запрос: {topic} — {subject}',
    paragraphs: [
      'Здравствуйте, {nickname}!',
      '{name} ({email}) отправил(а) запрос на сайте о {subject}.',
      'Тема: {topic}',
      '{message}',
      'Чтобы ответить, просто ответьте на это письмо: оно уйдёт на адрес {email}. Страница объявления:',
      '{link}',
    ],
  },
  en: {
    subject: 'Inquiry: {topic} — {subject}',
    paragraphs: [
      'Hello, {nickname}!',
      '{name} ({email}) has sent an inquiry about {subject}.',
      'Topic: {topic}',
      '{message}',
      'To answer, simply reply to this email: your reply goes to {email}. The announcement page:',
      '{link}',
    ],
  },
  de: {
    subject: 'Anfrage: {topic} — {subject}',
    paragraphs: [
      'Hallo {nickname},',
      '{name} ({email}) hat eine Anfrage zu {subject} gesendet.',
      'Thema: {topic}',
      '{message}',
      'Um zu antworten, antworten Sie einfach auf diese E-Mail: Ihre Antwort geht an {email}. Die Seite der Anzeige:',
      '{link}',
    ],
  },
  pl: {
    subject: 'Zapytanie: {topic} — {subject}',
    paragraphs: [
      'Dzień dobry, {nickname}!',
      '{name} ({email}) wysłał(a) zapytanie dotyczące: {subject}.',
      'Temat: {topic}',
      '{message}',
      'Aby odpowiedzieć, po prostu odpowiedz na tę wiadomość: odpowiedź trafi na adres {email}. Strona ogłoszenia:',
      '{link}',
    ],
  },
  cn: {
    subject: '咨询：{topic} — {subject}',
    paragraphs: [
      '{nickname}，您好！',
      '{name}（{email}）就 {subject} 发送了咨询。',
      '主题：{topic}',
      '{message}',
      '如需答复，直接回复此邮件即可：回复将发送至 {email}。公告页面：',
      '{link}',
    ],
  },
  cz: {
    subject: 'Dotaz: {topic} — {subject}',
    paragraphs: [
      'Dobrý den, {nickname}!',
      '{name} ({email}) poslal(a) dotaz týkající se: {subject}.',
      'Téma: {topic}',
      '{message}',
      'Chcete-li odpovědět, jednoduše odpovězte na tento e-mail: odpověď půjde na adresu {email}. Stránka inzerátu:',
      '{link}',
    ],
  },
  lv: {
    subject: 'Jautājums: {topic} — {subject}',
    paragraphs: [
      'Labdien, {nickname}!',
      '{name} ({email}) ir nosūtījis(-usi) jautājumu par: {subject}.',
      'Tēma: {topic}',
      '{message}',
      'Lai atbildētu, vienkārši atbildiet uz šo e-pastu: atbilde nonāks uz adresi {email}. Sludinājuma lapa:',
      '{link}',
    ],
  },
};

/** What an inquirer wants, in each language. */
export const INQUIRY_TOPIC_NAMES: Record<Locale, Record<InquiryTopic, string>> = {
  ru: { 'reserve-puppy': 'забронировать щенка', 'book-stud': 'вязка с кобелём', question: 'вопрос' },
  en: { 'reserve-puppy': 'reserve a puppy', 'book-stud': 'book the stud', question: 'a question' },
  de: { 'reserve-puppy': 'einen Welpen reservieren', 'book-stud': 'den Deckrüden buchen', question: 'eine Frage' },
  pl: { 'reserve-puppy': 'rezerwacja szczenięcia', 'book-stud': 'krycie reproduktorem', question: 'pytanie' },
  cn: { 'reserve-puppy': '预订幼犬', 'book-stud': '预约种公犬', question: '提问' },
  cz: { 'reserve-puppy': 'rezervace štěněte', 'book-stud': 'krytí psem', question: 'dotaz' },
  lv: { 'reserve-puppy': 'kucēna rezervēšana', 'book-stud': 'vaislas suņa pieteikšana', question: 'jautājums' },
};

/** How the mail names what an inquiry is about: the mating of dam × sire, or the litter of dam × sire. */
export const INQUIRY_SUBJECTS: Record<Locale, { mating: string; litter: string }> = {
  ru: { mating: 'вязку {dam} × {sire}', litter: 'помёт {dam} × {sire}' },
  en: { mating: 'the mating {dam} × {sire}', litter: 'the litter {dam} × {sire}' },
  de: { mating: 'die Deckung {dam} × {sire}', litter: 'den Wurf {dam} × {sire}' },
  pl: { mating: 'krycie {dam} × {sire}', litter: 'miot {dam} × {sire}' },
  cn: { mating: '配种 {dam} × {sire}', litter: '窝 {dam} × {sire}' },
  cz: { mating: 'krytí {dam} × {sire}', litter: 'vrh {dam} × {sire}' },
  lv: { mating: 'pārošanu {dam} × {sire}', litter: 'metienu {dam} × {sire}' },
};
