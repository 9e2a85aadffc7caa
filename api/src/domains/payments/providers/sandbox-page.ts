import { type Locale, toBcp47 } from '@bc/shared/contracts';
import type { SandboxPaymentRow } from '../data/sandbox';
import { formatAmount } from '../money';

/** The sandbox's hosted checkout page, in the payer's language: what a real provider's payment page is to the payer. */
const TEXTS: Record<Locale, {
  title: string; note: string; amount: string; purpose: string; saved: string; pay: string; decline: string; cancel: string;
  webhook: string; modes: Record<'now' | 'slow' | 'twice' | 'never', string>; answered: string; back: string;
}> = {
  ru: {
    title: 'Тестовая оплата', note: 'Это песочница платёжной системы: деньги не списываются, данные карты не нужны.', amount: 'Сумма',
    purpose: 'Назначение', saved: 'Способ оплаты будет сохранён для автопродления.', pay: 'Оплатить', decline: 'Банк отказал', cancel: 'Отменить',
    webhook: 'Уведомление сайту', modes: { now: 'сразу', slow: 'с опозданием на 5 секунд', twice: 'дважды', never: 'потерять (сайт перепроверит сам)' },
    answered: 'На этот платёж уже ответили.', back: 'Вернуться на сайт',
  },
  en: {
    title: 'Test payment', note: 'This is the payment sandbox: no money is taken and no card details are needed.', amount: 'Amount',
    purpose: 'For', saved: 'The payment method will be saved for automatic renewal.', pay: 'Pay', decline: 'Bank declines', cancel: 'Cancel',
    webhook: 'Notice to the site', modes: { now: 'at once', slow: '5 seconds late', twice: 'twice', never: 'lost (the site checks by itself)' },
    answered: 'This payment has already been answered.', back: 'Back to the site',
  },
  de: {
    title: 'Testzahlung', note: 'Dies ist die Zahlungs-Sandbox: Es wird kein Geld abgebucht und keine Kartendaten werden benötigt.', amount: 'Betrag',
    purpose: 'Zweck', saved: 'Die Zahlungsart wird für die automatische Verlängerung gespeichert.', pay: 'Bezahlen', decline: 'Bank lehnt ab', cancel: 'Abbrechen',
    webhook: 'Benachrichtigung an die Website', modes: { now: 'sofort', slow: '5 Sekunden verspätet', twice: 'zweimal', never: 'verloren (die Website prüft selbst nach)' },
    answered: 'Diese Zahlung wurde bereits beantwortet.', back: 'Zurück zur Website',
  },
  pl: {
    title: 'Płatność testowa', note: 'To jest piaskownica płatności: żadne pieniądze nie są pobierane, dane karty nie są potrzebne.', amount: 'Kwota',
    purpose: 'Tytuł', saved: 'Metoda płatności zostanie zapisana do automatycznego odnawiania.', pay: 'Zapłać', decline: 'Bank odmawia', cancel: 'Anuluj',
    webhook: 'Powiadomienie dla strony', modes: { now: 'od razu', slow: 'z 5-sekundowym opóźnieniem', twice: 'dwukrotnie', never: 'zgubione (strona sprawdzi sama)' },
    answered: 'Na tę płatność już odpowiedziano.', back: 'Wróć na stronę',
  },
  cn: {
    title: '测试支付', note: '这是支付沙盒：不会扣款，也不需要银行卡信息。', amount: '金额',
    purpose: '用途', saved: '支付方式将被保存用于自动续费。', pay: '支付', decline: '银行拒绝', cancel: '取消',
    webhook: '通知网站', modes: { now: '立即', slow: '延迟 5 秒', twice: '发送两次', never: '丢失（网站会自行核对）' },
    answered: '此付款已处理。', back: '返回网站',
  },
  cz: {
    title: 'Testovací platba', note: 'Toto je platební sandbox: nestrhávají se žádné peníze a nejsou potřeba údaje o kartě.', amount: 'Částka',
    purpose: 'Účel', saved: 'Platební metoda bude uložena pro automatické prodloužení.', pay: 'Zaplatit', decline: 'Banka zamítá', cancel: 'Zrušit',
    webhook: 'Oznámení webu', modes: { now: 'ihned', slow: 's 5sekundovým zpožděním', twice: 'dvakrát', never: 'ztracené (web si to ověří sám)' },
    answered: 'Na tuto platbu již bylo odpovězeno.', back: 'Zpět na web',
  },
  lv: {
    title: 'Testa maksājums', note: 'Šī ir maksājumu smilškaste: nauda netiek noņemta, kartes dati nav vajadzīgi.', amount: 'Summa',
    purpose: 'Mērķis', saved: 'Maksājuma veids tiks saglabāts automātiskai atjaunošanai.', pay: 'Maksāt', decline: 'Banka atsaka', cancel: 'Atcelt',
    webhook: 'Paziņojums vietnei', modes: { now: 'uzreiz', slow: 'ar 5 sekunžu nokavēšanos', twice: 'divreiz', never: 'pazaudēts (vietne pārbaudīs pati)' },
    answered: 'Uz šo maksājumu jau ir atbildēts.', back: 'Atpakaļ uz vietni',
  },
};

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.note{color:#495057;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#495057}dd{margin:0;font-weight:600}fieldset{border:1px solid #dee2e6;border-radius:.25rem;margin:1rem 0}
label{display:block;padding:.15rem 0}.actions{display:flex;flex-wrap:wrap;gap:.5rem}
button{font-size:1rem;padding:.6rem 1.1rem;border-radius:.25rem;border:1px solid #adb5bd;background:#fff;cursor:pointer}
button.pay{background:#1971c2;border-color:#1971c2;color:#fff}`;

/** The one page skeleton of the sandbox (checkout, answered, going back): what differs is given as data. */
function page(locale: Locale, p: { title: string; main: string; head?: string }): string {
  return `<!doctype html>
<html lang="${toBcp47(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${p.head ?? ''}
<title>${p.title}</title>
<style>
${STYLE}
</style></head>
<body><main>
${p.main}
</main></body></html>`;
}

export function checkoutPage(payment: SandboxPaymentRow, locale: Locale): string {
  const t = TEXTS[locale];
  const amount = formatAmount(payment.amount, payment.currency, locale);
  const answer =
    payment.status === 'pending'
      ? `<form method="post">
  <fieldset><legend>${t.webhook}</legend>
  ${(['now', 'slow', 'twice', 'never'] as const)
    .map((m) => `<label><input type="radio" name="webhook" value="${m}"${m === 'now' ? ' checked' : ''}> ${t.modes[m]}</label>`)
    .join('\n  ')}
  </fieldset>
  <div class="actions">
    <button name="answer" value="pay" class="pay" data-testid="sandbox-pay">${t.pay}</button>
    <button name="answer" value="decline" data-testid="sandbox-decline">${t.decline}</button>
    <button name="answer" value="cancel" data-testid="sandbox-cancel">${t.cancel}</button>
  </div>
</form>`
      : `<p>${t.answered}</p><p><a href="${escapeHtml(payment.returnUrl)}">${t.back}</a></p>`;
  return page(locale, {
    title: t.title,
    main: `<h1>${t.title}</h1>
<p class="note">${t.note}</p>
<dl><dt>${t.amount}</dt><dd data-testid="sandbox-amount">${escapeHtml(amount)}</dd><dt>${t.purpose}</dt><dd>${escapeHtml(payment.description)}</dd></dl>
${payment.saveMethod && payment.status === 'pending' ? `<p class="note">${t.saved}</p>` : ''}
${answer}`,
  });
}

/** After the answer: back to the site at once (with a link, for a browser that does not follow the refresh). */
export function returnPage(returnUrl: string, locale: Locale): string {
  const url = escapeHtml(returnUrl);
  const { back } = TEXTS[locale];
  return page(locale, { title: back, head: `<meta http-equiv="refresh" content="0;url=${url}">`, main: `<p><a href="${url}">${back}</a></p>` });
}
