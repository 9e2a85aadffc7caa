import type { Locale, RefundReason } from '@bc/shared/contracts';
import type { Template } from './templates';

/**
 * Receipts of successful payments, in the payer's language. Placeholders: `{nickname}` or `{name}` the payer,
 * `{amount}` (formatted with its currency), `{orderId}`, `{date}`, `{until}` the premium end date, `{link}` the page.
 */

export const PREMIUM_RECEIPT: Record<Locale, Template> = {
  ru: {
    subject: 'Оплата премиум-доступа получена',
    paragraphs: ['Здравствуйте, {nickname}!', 'Мы получили вашу оплату {amount} за премиум-доступ ({date}).', 'Премиум действует до {until}.', 'Номер заказа: {orderId}', 'Управлять премиумом и автопродлением можно здесь:', '{link}'],
  },
  en: {
    subject: 'Your premium payment is received',
    paragraphs: ['Hello, {nickname}!', 'We have received your payment of {amount} for premium membership ({date}).', 'Premium is active until {until}.', 'Order number: {orderId}', 'Manage premium and auto-renewal here:', '{link}'],
  },
  de: {
    subject: 'Ihre Premium-Zahlung ist eingegangen',
    paragraphs: ['Hallo {nickname},', 'wir haben Ihre Zahlung von {amount} für die Premium-Mitgliedschaft erhalten ({date}).', 'Premium ist aktiv bis {until}.', 'Bestellnummer: {orderId}', 'Premium und automatische Verlängerung verwalten Sie hier:', '{link}'],
  },
  pl: {
    subject: 'Otrzymaliśmy płatność za premium',
    paragraphs: ['Dzień dobry, {nickname}!', 'Otrzymaliśmy Twoją płatność {amount} za konto premium ({date}).', 'Premium jest aktywne do {until}.', 'Numer zamówienia: {orderId}', 'Premium i automatycznym odnawianiem zarządzasz tutaj:', '{link}'],
  },
  cn: {
    subject: '已收到您的高级会员付款',
    paragraphs: ['{nickname}，您好！', '我们已收到您支付的高级会员费用 {amount}（{date}）。', '高级会员有效期至 {until}。', '订单号：{orderId}', '在此管理高级会员和自动续费：', '{link}'],
  },
  cz: {
    subject: 'Platba za prémiové členství přijata',
    paragraphs: ['Dobrý den, {nickname}!', 'Přijali jsme vaši platbu {amount} za prémiové členství ({date}).', 'Prémium je aktivní do {until}.', 'Číslo objednávky: {orderId}', 'Prémium a automatické prodlužování spravujete zde:', '{link}'],
  },
  lv: {
    subject: 'Jūsu premium maksājums ir saņemts',
    paragraphs: ['Labdien, {nickname}!', 'Esam saņēmuši jūsu maksājumu {amount} par premium dalību ({date}).', 'Premium ir aktīvs līdz {until}.', 'Pasūtījuma numurs: {orderId}', 'Premium un automātisko atjaunošanu varat pārvaldīt šeit:', '{link}'],
  },
};

export const DONATION_RECEIPT: Record<Locale, Template> = {
  ru: {
    subject: 'Спасибо за пожертвование!',
    paragraphs: ['Здравствуйте, {name}!', 'Мы получили ваше пожертвование {amount} ({date}). Спасибо: оно помогает базе оставаться открытой для всех.', 'Номер заказа: {orderId}', 'Пожертвования этого месяца:', '{link}'],
  },
  en: {
    subject: 'Thank you for your donation!',
    paragraphs: ['Hello, {name}!', 'We have received your donation of {amount} ({date}). Thank you: it keeps the database open to everyone.', 'Order number: {orderId}', 'This month’s donations:', '{link}'],
  },
  de: {
    subject: 'Vielen Dank für Ihre Spende!',
    paragraphs: ['Hallo {name},', 'wir haben Ihre Spende von {amount} erhalten ({date}). Vielen Dank: Sie hält die Datenbank für alle offen.', 'Bestellnummer: {orderId}', 'Die Spenden dieses Monats:', '{link}'],
  },
  pl: {
    subject: 'Dziękujemy za darowiznę!',
    paragraphs: ['Dzień dobry, {name}!', 'Otrzymaliśmy Twoją darowiznę {amount} ({date}). Dziękujemy: dzięki niej baza pozostaje otwarta dla wszystkich.', 'Numer zamówienia: {orderId}', 'Darowizny w tym miesiącu:', '{link}'],
  },
  cn: {
    subject: '感谢您的捐赠！',
    paragraphs: ['{name}，您好！', '我们已收到您的捐赠 {amount}（{date}）。谢谢您：它让数据库对所有人保持开放。', '订单号：{orderId}', '本月的捐赠：', '{link}'],
  },
  cz: {
    subject: 'Děkujeme za váš dar!',
    paragraphs: ['Dobrý den, {name}!', 'Přijali jsme váš dar {amount} ({date}). Děkujeme: díky němu zůstává databáze otevřená všem.', 'Číslo objednávky: {orderId}', 'Dary tohoto měsíce:', '{link}'],
  },
  lv: {
    subject: 'Paldies par jūsu ziedojumu!',
    paragraphs: ['Labdien, {name}!', 'Esam saņēmuši jūsu ziedojumu {amount} ({date}). Paldies: tas palīdz datubāzei palikt atvērtai visiem.', 'Pasūtījuma numurs: {orderId}', 'Šī mēneša ziedojumi:', '{link}'],
  },
};

/** What an order is for, on the provider's page (its description). */
export const ORDER_DESCRIPTIONS: Record<Locale, { premium: Record<'month' | 'year', string>; donation: string; report: string; mating: string }> = {
  ru: {
    premium: { month: 'Премиум на месяц', year: 'Премиум на год' }, donation: 'Пожертвование базе родословных бордер-колли',
    report: 'Отчёт о собаке (PDF)', mating: 'Публикация объявления о вязке',
  },
  en: {
    premium: { month: 'Premium for a month', year: 'Premium for a year' }, donation: 'Donation to the Border Collie Pedigree Database',
    report: 'Dog report (PDF)', mating: 'Publishing a mating announcement',
  },
  de: {
    premium: { month: 'Premium für einen Monat', year: 'Premium für ein Jahr' }, donation: 'Spende an die Border-Collie-Ahnentafel-Datenbank',
    report: 'Hundebericht (PDF)', mating: 'Veröffentlichung einer Deckanzeige',
  },
  pl: {
    premium: { month: 'Premium na miesiąc', year: 'Premium na rok' }, donation: 'Darowizna dla bazy rodowodów border collie',
    report: 'Raport o psie (PDF)', mating: 'Publikacja ogłoszenia o kryciu',
  },
  cn: {
    premium: { month: '高级会员一个月', year: '高级会员一年' }, donation: '向边境牧羊犬血统数据库捐赠',
    report: '犬只报告（PDF）', mating: '发布配种公告',
  },
  cz: {
    premium: { month: 'Prémium na měsíc', year: 'Prémium na rok' }, donation: 'Dar databázi rodokmenů border kolií',
    report: 'Zpráva o psovi (PDF)', mating: 'Zveřejnění inzerátu o krytí',
  },
  lv: {
    premium: { month: 'Premium uz mēnesi', year: 'Premium uz gadu' }, donation: 'Ziedojums borderkolliju ciltsrakstu datubāzei',
    report: 'Atskaite par suni (PDF)', mating: 'Pārošanas sludinājuma publicēšana',
  },
};

/** The receipt of a report or of the mating payment: `{item}` what was bought (ORDER_DESCRIPTIONS), `{link}` where it is. */
export const PURCHASE_RECEIPT: Record<Locale, Template> = {
  ru: {
    subject: 'Оплата получена: {item}',
    paragraphs: ['Здравствуйте, {nickname}!', 'Мы получили вашу оплату {amount} ({date}): {item}.', 'Номер заказа: {orderId}', 'Открыть:', '{link}'],
  },
  en: {
    subject: 'Payment received: {item}',
    paragraphs: ['Hello, {nickname}!', 'We have received your payment of {amount} ({date}): {item}.', 'Order number: {orderId}', 'Open it here:', '{link}'],
  },
  de: {
    subject: 'Zahlung eingegangen: {item}',
    paragraphs: ['Hallo {nickname},', 'wir haben Ihre Zahlung von {amount} erhalten ({date}): {item}.', 'Bestellnummer: {orderId}', 'Hier öffnen:', '{link}'],
  },
  pl: {
    subject: 'Otrzymaliśmy płatność: {item}',
    paragraphs: ['Dzień dobry, {nickname}!', 'Otrzymaliśmy Twoją płatność {amount} ({date}): {item}.', 'Numer zamówienia: {orderId}', 'Otwórz tutaj:', '{link}'],
  },
  cn: {
    subject: '已收到付款：{item}',
    paragraphs: ['{nickname}，您好！', '我们已收到您的付款 {amount}（{date}）：{item}。', '订单号：{orderId}', '在此打开：', '{link}'],
  },
  cz: {
    subject: 'Platba přijata: {item}',
    paragraphs: ['Dobrý den, {nickname}!', 'Přijali jsme vaši platbu {amount} ({date}): {item}.', 'Číslo objednávky: {orderId}', 'Otevřít zde:', '{link}'],
  },
  lv: {
    subject: 'Maksājums saņemts: {item}',
    paragraphs: ['Labdien, {nickname}!', 'Esam saņēmuši jūsu maksājumu {amount} ({date}): {item}.', 'Pasūtījuma numurs: {orderId}', 'Atvērt šeit:', '{link}'],
  },
};

/**
 * Renewal emails. The reminder, three days before the period ends: `{until}` the end date, `{amount}` what will be
 * charged, `{link}` the premium page (where auto-pay is turned off). The lapse, after the last failed attempt.
 */
export const RENEWAL_REMINDER: Record<Locale, Template> = {
  ru: {
    subject: 'Премиум скоро продлится автоматически',
    paragraphs: ['Здравствуйте, {nickname}!', 'Ваш премиум действует до {until}. За день до этого мы спишем {amount} сохранённым способом оплаты, и премиум продлится.', 'Если продлевать не нужно, отключите автопродление на странице премиума:', '{link}'],
  },
  en: {
    subject: 'Your premium renews soon',
    paragraphs: ['Hello, {nickname}!', 'Your premium is active until {until}. The day before, we will charge {amount} to your saved payment method and premium will renew.', 'If you do not want it to renew, turn auto-renewal off on the premium page:', '{link}'],
  },
  de: {
    subject: 'Ihr Premium verlängert sich bald',
    paragraphs: ['Hallo {nickname},', 'Ihr Premium ist aktiv bis {until}. Am Tag davor buchen wir {amount} über Ihre gespeicherte Zahlungsmethode ab, und Premium verlängert sich.', 'Wenn Sie keine Verlängerung wünschen, schalten Sie die automatische Verlängerung auf der Premium-Seite aus:', '{link}'],
  },
  pl: {
    subject: 'Premium wkrótce odnowi się automatycznie',
    paragraphs: ['Dzień dobry, {nickname}!', 'Twoje premium jest aktywne do {until}. Dzień wcześniej pobierzemy {amount} z zapisanej metody płatności i premium się odnowi.', 'Jeśli nie chcesz odnowienia, wyłącz automatyczne odnawianie na stronie premium:', '{link}'],
  },
  cn: {
    subject: '您的高级会员即将自动续费',
    paragraphs: ['{nickname}，您好！', '您的高级会员有效期至 {until}。在此前一天，我们将通过您保存的支付方式扣款 {amount}，高级会员随即续期。', '如不需要续费，请在高级会员页面关闭自动续费：', '{link}'],
  },
  cz: {
    subject: 'Vaše prémium se brzy automaticky prodlouží',
    paragraphs: ['Dobrý den, {nickname}!', 'Vaše prémium je aktivní do {until}. Den předtím strhneme {amount} z uložené platební metody a prémium se prodlouží.', 'Pokud prodloužení nechcete, vypněte automatické prodlužování na stránce prémia:', '{link}'],
  },
  lv: {
    subject: 'Jūsu premium drīz tiks automātiski atjaunots',
    paragraphs: ['Labdien, {nickname}!', 'Jūsu premium ir aktīvs līdz {until}. Dienu iepriekš mēs no saglabātās maksājuma metodes iekasēsim {amount}, un premium tiks atjaunots.', 'Ja atjaunošana nav vajadzīga, izslēdziet automātisko atjaunošanu premium lapā:', '{link}'],
  },
};

export const RENEWAL_LAPSED: Record<Locale, Template> = {
  ru: {
    subject: 'Не удалось продлить премиум',
    paragraphs: ['Здравствуйте, {nickname}!', 'Мы трижды пытались списать {amount} за продление премиума, но платёж не прошёл. Автопродление отключено; премиум действовал до {until}.', 'Оплатить премиум снова можно на странице премиума:', '{link}'],
  },
  en: {
    subject: 'We could not renew your premium',
    paragraphs: ['Hello, {nickname}!', 'We tried three times to charge {amount} to renew your premium, but the payment did not go through. Auto-renewal is now off; premium was active until {until}.', 'You can pay for premium again on the premium page:', '{link}'],
  },
  de: {
    subject: 'Ihr Premium konnte nicht verlängert werden',
    paragraphs: ['Hallo {nickname},', 'wir haben dreimal versucht, {amount} für die Verlängerung Ihres Premiums abzubuchen, doch die Zahlung ist nicht durchgegangen. Die automatische Verlängerung ist nun aus; Premium war aktiv bis {until}.', 'Auf der Premium-Seite können Sie Premium wieder bezahlen:', '{link}'],
  },
  pl: {
    subject: 'Nie udało się odnowić premium',
    paragraphs: ['Dzień dobry, {nickname}!', 'Trzykrotnie próbowaliśmy pobrać {amount} za odnowienie premium, ale płatność się nie powiodła. Automatyczne odnawianie jest wyłączone; premium było aktywne do {until}.', 'Premium możesz opłacić ponownie na stronie premium:', '{link}'],
  },
  cn: {
    subject: '未能为您续费高级会员',
    paragraphs: ['{nickname}，您好！', '我们三次尝试扣款 {amount} 为您续费高级会员，但付款未成功。自动续费现已关闭；高级会员有效期至 {until}。', '您可以在高级会员页面重新付款：', '{link}'],
  },
  cz: {
    subject: 'Prémium se nepodařilo prodloužit',
    paragraphs: ['Dobrý den, {nickname}!', 'Třikrát jsme se pokusili strhnout {amount} za prodloužení prémia, ale platba neprošla. Automatické prodlužování je nyní vypnuté; prémium bylo aktivní do {until}.', 'Prémium můžete znovu zaplatit na stránce prémia:', '{link}'],
  },
  lv: {
    subject: 'Neizdevās atjaunot jūsu premium',
    paragraphs: ['Labdien, {nickname}!', 'Mēs trīs reizes mēģinājām iekasēt {amount} par premium atjaunošanu, taču maksājums neizdevās. Automātiskā atjaunošana tagad ir izslēgta; premium bija aktīvs līdz {until}.', 'Premium varat apmaksāt no jauna premium lapā:', '{link}'],
  },
};

/**
 * A refund, told to the payer (ours from /api/payments/orders/{orderId}/refund, or one the provider reports):
 * `{name}` the payer, `{item}` what was bought (ORDER_DESCRIPTIONS), `{amount}`, `{orderId}`, `{reason}`
 * (REFUND_REASON_TEXTS; a refund the provider made on its own says so), `{taken}` what the refund takes back.
 */
export const REFUND_NOTICE: Record<Locale, Template> = {
  ru: {
    subject: 'Платёж возвращён',
    paragraphs: ['Здравствуйте, {name}!', 'Мы вернули ваш платёж {amount} за «{item}». Деньги придут на тот же счёт в сроки вашего банка.', 'Причина: {reason}', '{taken}', 'Номер заказа: {orderId}', '{link}'],
  },
  en: {
    subject: 'Your payment has been refunded',
    paragraphs: ['Hello, {name}!', 'We have refunded your payment of {amount} for “{item}”. The money returns to the same account in the time your bank takes.', 'Reason: {reason}', '{taken}', 'Order number: {orderId}', '{link}'],
  },
  de: {
    subject: 'Ihre Zahlung wurde erstattet',
    paragraphs: ['Hallo {name},', 'wir haben Ihre Zahlung von {amount} für „{item}“ erstattet. Das Geld kommt auf dasselbe Konto zurück, so schnell Ihre Bank es bucht.', 'Grund: {reason}', '{taken}', 'Bestellnummer: {orderId}', '{link}'],
  },
  pl: {
    subject: 'Twoja płatność została zwrócona',
    paragraphs: ['Dzień dobry, {name}!', 'Zwróciliśmy Twoją płatność {amount} za „{item}”. Pieniądze wrócą na to samo konto w terminie Twojego banku.', 'Powód: {reason}', '{taken}', 'Numer zamówienia: {orderId}', '{link}'],
  },
  cn: {
    subject: '您的付款已退款',
    paragraphs: ['{name}，您好！', '我们已退还您为“{item}”支付的 {amount}。款项将按您银行的处理时间退回原账户。', '原因：{reason}', '{taken}', '订单号：{orderId}', '{link}'],
  },
  cz: {
    subject: 'Vaše platba byla vrácena',
    paragraphs: ['Dobrý den, {name}!', 'Vrátili jsme vaši platbu {amount} za „{item}“. Peníze přijdou na stejný účet v termínu vaší banky.', 'Důvod: {reason}', '{taken}', 'Číslo objednávky: {orderId}', '{link}'],
  },
  lv: {
    subject: 'Jūsu maksājums ir atmaksāts',
    paragraphs: ['Labdien, {name}!', 'Mēs atmaksājām jūsu maksājumu {amount} par “{item}”. Nauda atgriezīsies tajā pašā kontā jūsu bankas noteiktajā laikā.', 'Iemesls: {reason}', '{taken}', 'Pasūtījuma numurs: {orderId}', '{link}'],
  },
};

/** Why an order was refunded, as the payer reads it (`provider`: the provider reported a refund we did not ask for). */
export const REFUND_REASON_TEXTS: Record<Locale, Record<RefundReason | 'provider', string>> = {
  ru: {
    'payer-request': 'по вашей просьбе', 'duplicate-payment': 'повторный платёж за то же самое', 'not-delivered': 'оплаченное не было предоставлено',
    fraud: 'платёж признан мошенническим', other: 'решение модератора', provider: 'возврат оформлен платёжной системой',
  },
  en: {
    'payer-request': 'at your request', 'duplicate-payment': 'a second payment for the same thing', 'not-delivered': 'what you paid for was not provided',
    fraud: 'the payment was found fraudulent', other: 'a moderator’s decision', provider: 'the refund was made through the payment provider',
  },
  de: {
    'payer-request': 'auf Ihren Wunsch', 'duplicate-payment': 'eine doppelte Zahlung für dasselbe', 'not-delivered': 'das Bezahlte wurde nicht bereitgestellt',
    fraud: 'die Zahlung wurde als betrügerisch erkannt', other: 'eine Entscheidung der Moderation', provider: 'die Erstattung erfolgte über den Zahlungsanbieter',
  },
  pl: {
    'payer-request': 'na Twoją prośbę', 'duplicate-payment': 'powtórna płatność za to samo', 'not-delivered': 'opłacona usługa nie została dostarczona',
    fraud: 'płatność uznano za oszukańczą', other: 'decyzja moderatora', provider: 'zwrot wykonał operator płatności',
  },
  cn: {
    'payer-request': '应您的要求', 'duplicate-payment': '同一项目的重复付款', 'not-delivered': '您所付款的服务未能提供',
    fraud: '该付款被认定为欺诈', other: '版主的决定', provider: '退款由支付服务商办理',
  },
  cz: {
    'payer-request': 'na vaši žádost', 'duplicate-payment': 'opakovaná platba za totéž', 'not-delivered': 'zaplacené nebylo poskytnuto',
    fraud: 'platba byla uznána za podvodnou', other: 'rozhodnutí moderátora', provider: 'vrácení provedl poskytovatel plateb',
  },
  lv: {
    'payer-request': 'pēc jūsu lūguma', 'duplicate-payment': 'atkārtots maksājums par to pašu', 'not-delivered': 'apmaksātais netika nodrošināts',
    fraud: 'maksājums atzīts par krāpniecisku', other: 'moderatora lēmums', provider: 'atmaksu veica maksājumu pakalpojumu sniedzējs',
  },
};

/** What a refund takes back, by the order's kind. */
export const REFUND_TAKEN: Record<Locale, Record<'premium' | 'report' | 'donation' | 'mating', string>> = {
  ru: {
    premium: 'Оплаченные этим платежом дни премиума, которые ещё не прошли, отменены; автопродление выключено.',
    report: 'Отчёт по этому заказу отозван: его больше нет в вашем списке отчётов.', donation: 'Пожертвование больше не показывается в списке пожертвований.',
    mating: 'Объявление о вязке остаётся опубликованным.',
  },
  en: {
    premium: 'The premium days this payment bought that had not yet passed are cancelled, and auto-renewal is off.',
    report: 'The report of this order is withdrawn: it is no longer in your reports.', donation: 'The donation is no longer shown in the list of donations.',
    mating: 'The mating announcement stays published.',
  },
  de: {
    premium: 'Die mit dieser Zahlung gekauften, noch nicht verstrichenen Premium-Tage sind storniert; die automatische Verlängerung ist aus.',
    report: 'Der Bericht dieser Bestellung ist zurückgezogen: Er steht nicht mehr in Ihren Berichten.', donation: 'Die Spende wird in der Spendenliste nicht mehr angezeigt.',
    mating: 'Die Deckanzeige bleibt veröffentlicht.',
  },
  pl: {
    premium: 'Niewykorzystane dni premium opłacone tą płatnością zostały anulowane, a automatyczne odnawianie wyłączone.',
    report: 'Raport z tego zamówienia został wycofany: nie ma go już na liście Twoich raportów.', donation: 'Darowizna nie jest już pokazywana na liście darowizn.',
    mating: 'Ogłoszenie o kryciu pozostaje opublikowane.',
  },
  cn: {
    premium: '此笔付款所购买、尚未度过的高级会员天数已取消，自动续费已关闭。',
    report: '此订单的报告已撤回，不再出现在您的报告列表中。', donation: '该捐赠不再显示在捐赠列表中。',
    mating: '配种公告仍保持发布。',
  },
  cz: {
    premium: 'Dosud neuplynulé dny prémia zaplacené touto platbou jsou zrušeny a automatické prodlužování je vypnuto.',
    report: 'Zpráva z této objednávky je stažena: už není ve vašich zprávách.', donation: 'Dar se již nezobrazuje v seznamu darů.',
    mating: 'Inzerát krytí zůstává zveřejněn.',
  },
  lv: {
    premium: 'Ar šo maksājumu nopirktās un vēl neizmantotās premium dienas ir atceltas, automātiskā atjaunošana ir izslēgta.',
    report: 'Šī pasūtījuma pārskats ir atsaukts: tā vairs nav jūsu pārskatu sarakstā.', donation: 'Ziedojums vairs netiek rādīts ziedojumu sarakstā.',
    mating: 'Pārošanas sludinājums paliek publicēts.',
  },
};
