import { type Locale, petDisplayName } from '@bc/shared/contracts';
import type { ExportDog, ExportParent } from './data/dogs';
import { person } from '../pets/data/list-items';

/** A cell of a file: text, a number, or empty. */
export type Cell = string | number | null;

/** The columns of every dog row, in file order. */
export const DOG_COLUMNS = [
  'registrations', 'registeredName', 'callName', 'sex', 'birthDate', 'deathDate', 'color', 'coat', 'countryOfBirth',
  'sireRegistrations', 'sireName', 'damRegistrations', 'damName', 'microchip', 'breeder', 'owner', 'coi', 'titles', 'health',
] as const;
/** The columns a pedigree puts before them: where the ancestor stands. */
export const PEDIGREE_COLUMNS = ['number', 'generation', 'position'] as const;
export type ColumnKey = (typeof DOG_COLUMNS)[number] | (typeof PEDIGREE_COLUMNS)[number];

/** The header row in each of the site's languages (the request's Accept-Language picks one). */
const HEADERS: Record<Locale, Record<ColumnKey, string>> = {
  ru: {
    number: '№', generation: 'Поколение', position: 'Позиция (S — отец, D — мать)',
    registrations: 'Регистрационные номера', registeredName: 'Полная кличка', callName: 'Домашняя кличка', sex: 'Пол (M/F)',
    birthDate: 'Дата рождения', deathDate: 'Дата смерти', color: 'Окрас', coat: 'Шерсть', countryOfBirth: 'Страна рождения',
    sireRegistrations: 'Отец: рег. номера', sireName: 'Отец', damRegistrations: 'Мать: рег. номера', damName: 'Мать',
    microchip: 'Микрочип', breeder: 'Заводчик', owner: 'Владелец', coi: 'COI, %', titles: 'Титулы',
    health: 'Здоровье (система: результат, дата)',
  },
  en: {
    number: 'No.', generation: 'Generation', position: 'Position (S sire, D dam)',
    registrations: 'Registrations', registeredName: 'Registered name', callName: 'Call name', sex: 'Sex (M/F)',
    birthDate: 'Birth date', deathDate: 'Death date', color: 'Colour', coat: 'Coat', countryOfBirth: 'Country of birth',
    sireRegistrations: 'Sire registrations', sireName: 'Sire', damRegistrations: 'Dam registrations', damName: 'Dam',
    microchip: 'Microchip', breeder: 'Breeder', owner: 'Owner', coi: 'COI, %', titles: 'Titles',
    health: 'Health results (system: result, date)',
  },
  de: {
    number: 'Nr.', generation: 'Generation', position: 'Position (S Vater, D Mutter)',
    registrations: 'Zuchtbuchnummern', registeredName: 'Zuchtbuchname', callName: 'Rufname', sex: 'Geschlecht (M/F)',
    birthDate: 'Geburtsdatum', deathDate: 'Todesdatum', color: 'Farbe', coat: 'Haarart', countryOfBirth: 'Geburtsland',
    sireRegistrations: 'Vater: Zuchtbuchnummern', sireName: 'Vater', damRegistrations: 'Mutter: Zuchtbuchnummern', damName: 'Mutter',
    microchip: 'Mikrochip', breeder: 'Züchter', owner: 'Besitzer', coi: 'IK (COI), %', titles: 'Titel',
    health: 'Gesundheitsergebnisse (System: Ergebnis, Datum)',
  },
  pl: {
    number: 'Nr', generation: 'Pokolenie', position: 'Pozycja (S ojciec, D matka)',
    registrations: 'Numery rejestracyjne', registeredName: 'Imię rodowodowe', callName: 'Imię domowe', sex: 'Płeć (M/F)',
    birthDate: 'Data urodzenia', deathDate: 'Data śmierci', color: 'Umaszczenie', coat: 'Szata', countryOfBirth: 'Kraj urodzenia',
    sireRegistrations: 'Ojciec: numery rejestracyjne', sireName: 'Ojciec', damRegistrations: 'Matka: numery rejestracyjne', damName: 'Matka',
    microchip: 'Mikroczip', breeder: 'Hodowca', owner: 'Właściciel', coi: 'COI, %', titles: 'Tytuły',
    health: 'Wyniki badań zdrowia (system: wynik, data)',
  },
  cn: {
    number: '编号', generation: '代数', position: '位置（S 父系，D 母系）',
    registrations: '登记号', registeredName: '注册名', callName: '呼名', sex: '性别（M 公 / F 母）',
    birthDate: '出生日期', deathDate: '死亡日期', color: '毛色', coat: '被毛', countryOfBirth: '出生国家',
    sireRegistrations: '父犬登记号', sireName: '父犬', damRegistrations: '母犬登记号', damName: '母犬',
    microchip: '芯片号', breeder: '繁育人', owner: '犬主', coi: '近交系数 COI，%', titles: '头衔',
    health: '健康检测（体系：结果，日期）',
  },
  cz: {
    number: 'Č.', generation: 'Generace', position: 'Pozice (S otec, D matka)',
    registrations: 'Zápisová čísla', registeredName: 'Jméno v plemenné knize', callName: 'Volací jméno', sex: 'Pohlaví (M/F)',
    birthDate: 'Datum narození', deathDate: 'Datum úmrtí', color: 'Barva', coat: 'Srst', countryOfBirth: 'Země narození',
    sireRegistrations: 'Otec: zápisová čísla', sireName: 'Otec', damRegistrations: 'Matka: zápisová čísla', damName: 'Matka',
    microchip: 'Čip', breeder: 'Chovatel', owner: 'Majitel', coi: 'KP (COI), %', titles: 'Tituly',
    health: 'Zdravotní výsledky (systém: výsledek, datum)',
  },
  lv: {
    number: 'Nr.', generation: 'Paaudze', position: 'Pozīcija (S tēvs, D māte)',
    registrations: 'Reģistrācijas numuri', registeredName: 'Reģistrētais vārds', callName: 'Saucamais vārds', sex: 'Dzimums (M/F)',
    birthDate: 'Dzimšanas datums', deathDate: 'Miršanas datums', color: 'Krāsa', coat: 'Apmatojums', countryOfBirth: 'Dzimšanas valsts',
    sireRegistrations: 'Tēvs: reģistrācijas numuri', sireName: 'Tēvs', damRegistrations: 'Māte: reģistrācijas numuri', damName: 'Māte',
    microchip: 'Mikročips', breeder: 'Audzētājs', owner: 'Īpašnieks', coi: 'COI, %', titles: 'Tituli',
    health: 'Veselības pārbaužu rezultāti (sistēma: rezultāts, datums)',
  },
};

export const headerRow = (keys: readonly ColumnKey[], locale: Locale): string[] => keys.map((key) => HEADERS[locale][key]);

const localized = (name: Partial<Record<string, string>> | null, locale: Locale, fallback: string) => name?.[locale] ?? name?.en ?? fallback;
const registrations = (list: { registry: string; number: string }[]) => list.map((r) => `${r.registry} ${r.number}`).join('; ') || null;
const personName = (user: ExportDog['breeder'], userId: number | null, freeName: string | null) => {
  const shown = person(user, userId, freeName);
  return shown.name ?? shown.nickname;
};

/** What a row may show of a dog: its parents only when the caller may see them, its microchip only to its owners and moderators. */
export interface DogView {
  dog: ExportDog;
  sire: ExportParent | null;
  dam: ExportParent | null;
  microchip: boolean;
  /** The dog's COI as the pedigree engine holds it (a fraction), null when unknown. */
  coi: number | null;
}

/** The cells of one dog, in `DOG_COLUMNS` order. */
export function dogCells({ dog, sire, dam, microchip, coi }: DogView, locale: Locale): Cell[] {
  const cells: Record<(typeof DOG_COLUMNS)[number], Cell> = {
    registrations: registrations(dog.registrations),
    registeredName: petDisplayName(dog),
    callName: dog.callName,
    sex: dog.sex === 'male' ? 'M' : 'F',
    birthDate: dog.birthDate,
    deathDate: dog.deathDate,
    color: dog.colorId === null ? null : localized(dog.colorName, locale, dog.colorId),
    coat: dog.coat,
    countryOfBirth: dog.countryOfBirth,
    sireRegistrations: sire && registrations(sire.registrations),
    sireName: sire && petDisplayName(sire),
    damRegistrations: dam && registrations(dam.registrations),
    damName: dam && petDisplayName(dam),
    microchip: microchip ? dog.microchip : null,
    breeder: personName(dog.breeder, dog.breederUserId, dog.breederName),
    owner: personName(dog.owner, dog.ownerUserId, dog.ownerName),
    coi: coi === null ? null : Math.round(coi * 10_000) / 100,
    titles: dog.titles,
    health: dog.health.map((h) => `${localized(h.name, locale, h.system)}: ${h.value}${h.date ? `, ${h.date}` : ''}`).join('; ') || null,
  };
  return DOG_COLUMNS.map((key) => cells[key]);
}
