import type { DiseaseStatus, Locale } from '@bc/shared/contracts';

/** The report's words in the seven languages of the site. */
export interface ReportTexts {
  title: string;
  number: string;
  dataAt: string;
  verify: string;
  identity: string;
  registeredName: string;
  callName: string;
  sex: string;
  male: string;
  female: string;
  born: string;
  died: string;
  breed: string;
  color: string;
  breeder: string;
  owner: string;
  microchip: string;
  titles: string;
  workingResults: string;
  registrations: string;
  chart: string;
  chartLegend: string;
  coi: string;
  coi10: string;
  coiFull: string;
  completeness10: string;
  equivalentGenerations: string;
  breedAverage: string;
  avk: string;
  commonAncestors: string;
  contribution: string;
  paths: string;
  health: string;
  dna: string;
  statuses: Record<DiseaseStatus, string>;
  relatives: string;
  relations: { full: string; half: string; offspring: string };
  litters: string;
  partner: string;
  date: string;
  puppies: string;
  none: string;
  unknown: string;
  page: string;
}

export const REPORT_TEXTS: Record<Locale, ReportTexts> = {
  ru: {
    title: 'Отчёт о собаке', number: 'Номер отчёта', dataAt: 'Данные на', verify: 'Проверить подлинность отчёта',
    identity: 'Сведения о собаке', registeredName: 'Кличка по документам', callName: 'Домашняя кличка', sex: 'Пол', male: 'кобель', female: 'сука',
    born: 'Дата рождения', died: 'Дата смерти', breed: 'Порода', color: 'Окрас', breeder: 'Заводчик', owner: 'Владелец', microchip: 'Микрочип',
    titles: 'Титулы', workingResults: 'Рабочие результаты', registrations: 'Регистрации',
    chart: 'Родословная: пять поколений', chartLegend: 'Предки, встречающиеся несколько раз, выделены одним цветом',
    coi: 'Инбридинг', coi10: 'Коэффициент инбридинга (COI), 10 поколений', coiFull: 'COI по всей известной глубине',
    completeness10: 'Полнота родословной, 10 поколений', equivalentGenerations: 'Эквивалент полных поколений',
    breedAverage: 'Средний COI породы (собаки последних пяти лет)', avk: 'AVK (коэффициент потери предков)',
    commonAncestors: 'Общие предки', contribution: 'Вклад в COI', paths: 'Путей',
    health: 'Результаты обследований здоровья', dna: 'ДНК-тесты',
    statuses: {
      'clear': 'чистый', 'clear-by-parentage': 'чистый по происхождению', 'carrier': 'носитель', 'obligate-carrier': 'облигатный носитель',
      'affected': 'больной', 'unknown': 'неизвестно', 'conflict': 'противоречие в данных',
    },
    relatives: 'Здоровье родственников', relations: { full: 'Полнородные братья и сёстры', half: 'Единокровные и единоутробные', offspring: 'Потомки' },
    litters: 'Полученные помёты', partner: 'Партнёр', date: 'Дата', puppies: 'Щенков', none: 'Нет', unknown: 'неизвестно', page: 'Страница',
  },
  en: {
    title: 'Dog report', number: 'Report number', dataAt: 'Data as of', verify: 'Verify this report',
    identity: 'Identity', registeredName: 'Registered name', callName: 'Call name', sex: 'Sex', male: 'male', female: 'female',
    born: 'Born', died: 'Died', breed: 'Breed', color: 'Colour', breeder: 'Breeder', owner: 'Owner', microchip: 'Microchip',
    titles: 'Titles', workingResults: 'Working results', registrations: 'Registrations',
    chart: 'Five-generation pedigree', chartLegend: 'Ancestors that appear more than once share a colour',
    coi: 'Inbreeding', coi10: 'Coefficient of inbreeding (COI), 10 generations', coiFull: 'COI over the full known depth',
    completeness10: 'Pedigree completeness, 10 generations', equivalentGenerations: 'Equivalent complete generations',
    breedAverage: 'Breed average COI (dogs born in the last five years)', avk: 'AVK (ancestor loss coefficient)',
    commonAncestors: 'Common ancestors', contribution: 'Contribution to COI', paths: 'Paths',
    health: 'Health results', dna: 'DNA tests',
    statuses: {
      'clear': 'clear', 'clear-by-parentage': 'clear by parentage', 'carrier': 'carrier', 'obligate-carrier': 'obligate carrier',
      'affected': 'affected', 'unknown': 'unknown', 'conflict': 'conflicting data',
    },
    relatives: 'Health of relatives', relations: { full: 'Full siblings', half: 'Half siblings', offspring: 'Offspring' },
    litters: 'Litters produced', partner: 'Partner', date: 'Date', puppies: 'Puppies', none: 'None', unknown: 'unknown', page: 'Page',
  },
  de: {
    title: 'Hundebericht', number: 'Berichtsnummer', dataAt: 'Datenstand', verify: 'Echtheit des Berichts prüfen',
    identity: 'Angaben zum Hund', registeredName: 'Eingetragener Name', callName: 'Rufname', sex: 'Geschlecht', male: 'Rüde', female: 'Hündin',
    born: 'Geboren', died: 'Gestorben', breed: 'Rasse', color: 'Farbe', breeder: 'Züchter', owner: 'Besitzer', microchip: 'Mikrochip',
    titles: 'Titel', workingResults: 'Arbeitsergebnisse', registrations: 'Registrierungen',
    chart: 'Ahnentafel über fünf Generationen', chartLegend: 'Mehrfach vorkommende Ahnen haben dieselbe Farbe',
    coi: 'Inzucht', coi10: 'Inzuchtkoeffizient (IK), 10 Generationen', coiFull: 'IK über die ganze bekannte Tiefe',
    completeness10: 'Vollständigkeit der Ahnentafel, 10 Generationen', equivalentGenerations: 'Äquivalente vollständige Generationen',
    breedAverage: 'Durchschnittlicher IK der Rasse (Hunde der letzten fünf Jahre)', avk: 'AVK (Ahnenverlustkoeffizient)',
    commonAncestors: 'Gemeinsame Ahnen', contribution: 'Anteil am IK', paths: 'Pfade',
    health: 'Gesundheitsergebnisse', dna: 'DNA-Tests',
    statuses: {
      'clear': 'frei', 'clear-by-parentage': 'frei durch Abstammung', 'carrier': 'Träger', 'obligate-carrier': 'obligater Träger',
      'affected': 'betroffen', 'unknown': 'unbekannt', 'conflict': 'widersprüchliche Daten',
    },
    relatives: 'Gesundheit der Verwandten', relations: { full: 'Vollgeschwister', half: 'Halbgeschwister', offspring: 'Nachkommen' },
    litters: 'Würfe', partner: 'Partner', date: 'Datum', puppies: 'Welpen', none: 'Keine', unknown: 'unbekannt', page: 'Seite',
  },
  pl: {
    title: 'Raport o psie', number: 'Numer raportu', dataAt: 'Stan danych na', verify: 'Sprawdź autentyczność raportu',
    identity: 'Dane psa', registeredName: 'Imię rodowodowe', callName: 'Imię domowe', sex: 'Płeć', male: 'pies', female: 'suka',
    born: 'Data urodzenia', died: 'Data śmierci', breed: 'Rasa', color: 'Umaszczenie', breeder: 'Hodowca', owner: 'Właściciel', microchip: 'Mikroczip',
    titles: 'Tytuły', workingResults: 'Wyniki pracy', registrations: 'Rejestracje',
    chart: 'Rodowód: pięć pokoleń', chartLegend: 'Przodkowie występujący wielokrotnie mają ten sam kolor',
    coi: 'Inbred', coi10: 'Współczynnik inbredu (COI), 10 pokoleń', coiFull: 'COI na całą znaną głębokość',
    completeness10: 'Kompletność rodowodu, 10 pokoleń', equivalentGenerations: 'Równoważnik pełnych pokoleń',
    breedAverage: 'Średni COI rasy (psy urodzone w ostatnich pięciu latach)', avk: 'AVK (współczynnik utraty przodków)',
    commonAncestors: 'Wspólni przodkowie', contribution: 'Udział w COI', paths: 'Ścieżki',
    health: 'Wyniki badań zdrowia', dna: 'Testy DNA',
    statuses: {
      'clear': 'wolny', 'clear-by-parentage': 'wolny z pochodzenia', 'carrier': 'nosiciel', 'obligate-carrier': 'nosiciel obligatoryjny',
      'affected': 'chory', 'unknown': 'nieznany', 'conflict': 'sprzeczne dane',
    },
    relatives: 'Zdrowie krewnych', relations: { full: 'Rodzeństwo', half: 'Rodzeństwo przyrodnie', offspring: 'Potomstwo' },
    litters: 'Mioty', partner: 'Partner', date: 'Data', puppies: 'Szczenięta', none: 'Brak', unknown: 'nieznany', page: 'Strona',
  },
  cn: {
    title: '犬只报告', number: '报告编号', dataAt: '数据日期', verify: '验证本报告',
    identity: '基本信息', registeredName: '注册名', callName: '呼名', sex: '性别', male: '公', female: '母',
    born: '出生日期', died: '死亡日期', breed: '品种', color: '毛色', breeder: '繁育人', owner: '主人', microchip: '芯片号',
    titles: '头衔', workingResults: '工作成绩', registrations: '注册信息',
    chart: '五代血统图', chartLegend: '多次出现的祖先以相同颜色标出',
    coi: '近交', coi10: '近交系数（COI），10代', coiFull: '全部已知代数的COI',
    completeness10: '血统完整度，10代', equivalentGenerations: '等效完整代数',
    breedAverage: '品种平均COI（近五年出生的犬只）', avk: 'AVK（祖先损失系数）',
    commonAncestors: '共同祖先', contribution: '对COI的贡献', paths: '路径数',
    health: '健康检查结果', dna: 'DNA检测',
    statuses: {
      'clear': '正常', 'clear-by-parentage': '依血统推断正常', 'carrier': '携带者', 'obligate-carrier': '必然携带者',
      'affected': '患病', 'unknown': '未知', 'conflict': '数据矛盾',
    },
    relatives: '亲属的健康', relations: { full: '全同胞', half: '半同胞', offspring: '后代' },
    litters: '所产窝', partner: '配偶', date: '日期', puppies: '幼犬数', none: '无', unknown: '未知', page: '页',
  },
  cz: {
    title: 'Zpráva o psovi', number: 'Číslo zprávy', dataAt: 'Stav dat k', verify: 'Ověřit pravost zprávy',
    identity: 'Údaje o psovi', registeredName: 'Jméno v průkazu', callName: 'Volací jméno', sex: 'Pohlaví', male: 'pes', female: 'fena',
    born: 'Datum narození', died: 'Datum úmrtí', breed: 'Plemeno', color: 'Barva', breeder: 'Chovatel', owner: 'Majitel', microchip: 'Mikročip',
    titles: 'Tituly', workingResults: 'Pracovní výsledky', registrations: 'Registrace',
    chart: 'Rodokmen: pět generací', chartLegend: 'Předkové, kteří se opakují, mají stejnou barvu',
    coi: 'Příbuzenská plemenitba', coi10: 'Koeficient příbuzenské plemenitby (COI), 10 generací', coiFull: 'COI přes celou známou hloubku',
    completeness10: 'Úplnost rodokmenu, 10 generací', equivalentGenerations: 'Ekvivalent úplných generací',
    breedAverage: 'Průměrný COI plemene (psi narození v posledních pěti letech)', avk: 'AVK (koeficient ztráty předků)',
    commonAncestors: 'Společní předkové', contribution: 'Podíl na COI', paths: 'Cesty',
    health: 'Výsledky zdravotních vyšetření', dna: 'DNA testy',
    statuses: {
      'clear': 'negativní', 'clear-by-parentage': 'negativní podle původu', 'carrier': 'přenašeč', 'obligate-carrier': 'obligátní přenašeč',
      'affected': 'postižený', 'unknown': 'neznámý', 'conflict': 'rozporná data',
    },
    relatives: 'Zdraví příbuzných', relations: { full: 'Vlastní sourozenci', half: 'Nevlastní sourozenci', offspring: 'Potomci' },
    litters: 'Vrhy', partner: 'Partner', date: 'Datum', puppies: 'Štěňat', none: 'Žádné', unknown: 'neznámý', page: 'Strana',
  },
  lv: {
    title: 'Atskaite par suni', number: 'Atskaites numurs', dataAt: 'Dati uz', verify: 'Pārbaudīt atskaites īstumu',
    identity: 'Ziņas par suni', registeredName: 'Reģistrētais vārds', callName: 'Saucamais vārds', sex: 'Dzimums', male: 'suns', female: 'kuce',
    born: 'Dzimšanas datums', died: 'Miršanas datums', breed: 'Šķirne', color: 'Krāsa', breeder: 'Audzētājs', owner: 'Īpašnieks', microchip: 'Mikročips',
    titles: 'Tituli', workingResults: 'Darba rezultāti', registrations: 'Reģistrācijas',
    chart: 'Ciltsraksts: piecas paaudzes', chartLegend: 'Senči, kas atkārtojas, iekrāsoti vienā krāsā',
    coi: 'Radniecība', coi10: 'Radniecības koeficients (COI), 10 paaudzes', coiFull: 'COI visā zināmajā dziļumā',
    completeness10: 'Ciltsraksta pilnīgums, 10 paaudzes', equivalentGenerations: 'Pilnu paaudžu ekvivalents',
    breedAverage: 'Šķirnes vidējais COI (pēdējos piecos gados dzimuši suņi)', avk: 'AVK (senču zuduma koeficients)',
    commonAncestors: 'Kopīgie senči', contribution: 'Ieguldījums COI', paths: 'Ceļi',
    health: 'Veselības pārbaužu rezultāti', dna: 'DNS testi',
    statuses: {
      'clear': 'brīvs', 'clear-by-parentage': 'brīvs pēc izcelsmes', 'carrier': 'nesējs', 'obligate-carrier': 'obligāts nesējs',
      'affected': 'slims', 'unknown': 'nezināms', 'conflict': 'pretrunīgi dati',
    },
    relatives: 'Radinieku veselība', relations: { full: 'Pilnbrāļi un pilnmāsas', half: 'Pusbrāļi un pusmāsas', offspring: 'Pēcnācēji' },
    litters: 'Metieni', partner: 'Partneris', date: 'Datums', puppies: 'Kucēni', none: 'Nav', unknown: 'nezināms', page: 'Lappuse',
  },
};
