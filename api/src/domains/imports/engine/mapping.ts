import type { ImportColumn, ImportField } from '@bc/shared/contracts';
import { matchKey } from './dictionary-match';

/** Headers clubs and registries use, by field (keys as `matchKey` makes them). */
const HEADERS: [ImportField, string[]][] = [
  ['registration', ['registration', 'reg', 'reg no', 'registration number', 'regno', 'regnum', 'pedigree number', 'номер родословной', 'родословная', 'номер', 'zuchtbuchnummer', 'zb nr', 'numer rodowodu', 'číslo zápisu']],
  ['registry', ['registry', 'реестр', 'stud book', 'register']],
  ['registeredName', ['name', 'registered name', 'dog name', 'кличка', 'имя', 'полная кличка', 'zuchtname', 'imię', 'jméno', 'vārds']],
  ['callName', ['call name', 'домашняя кличка', 'rufname']],
  ['sex', ['sex', 'gender', 'пол', 'geschlecht', 'płeć', 'pohlaví', 'dzimums']],
  ['birthDate', ['birth date', 'birthdate', 'dob', 'date of birth', 'born', 'birth', 'дата рождения', 'geburtsdatum', 'wurfdatum', 'data urodzenia', 'datum narození']],
  ['deathDate', ['death date', 'date of death', 'died', 'дата смерти', 'todesdatum']],
  ['color', ['color', 'colour', 'окрас', 'farbe', 'maść', 'barva']],
  ['coat', ['coat', 'шерсть', 'haar']],
  ['country', ['country', 'country of birth', 'страна', 'land', 'kraj', 'země']],
  ['microchip', ['microchip', 'chip', 'чип', 'микрочип']],
  ['sire', ['sire', 'sire registration', 'sire reg', 'father', 'отец', 'vater', 'ojciec', 'otec']],
  ['dam', ['dam', 'dam registration', 'dam reg', 'mother', 'мать', 'mutter', 'matka']],
  ['breeder', ['breeder', 'заводчик', 'züchter', 'hodowca', 'chovatel']],
  ['owner', ['owner', 'владелец', 'besitzer', 'właściciel', 'majitel']],
  ['hips', ['hips', 'hip', 'hd', 'hip result', 'дтбс']],
  ['elbows', ['elbows', 'elbow', 'ed', 'длс']],
  ['healthDate', ['test date', 'exam date', 'date tested', 'дата исследования', 'untersuchungsdatum']],
];
const BY_HEADER = new Map<string, ImportField>(HEADERS.flatMap(([field, names]) => names.map((n) => [matchKey(n), field] as const)));

/** A first mapping from the headers (each field once); the importer corrects it. `remembered` wins where it names the header. */
export function guessMapping(header: readonly string[], remembered: readonly ImportColumn[] = []): ImportColumn[] {
  const used = new Set<ImportField>();
  return header.map((h) => {
    const kept = remembered.find((c) => c.header === h);
    if (kept) {
      if (kept.field) used.add(kept.field);
      return { ...kept };
    }
    const field = BY_HEADER.get(matchKey(h)) ?? null;
    if (field === null || (used.has(field) && field !== 'hips' && field !== 'elbows')) return { header: h, field: null };
    used.add(field);
    return field === 'hips' || field === 'elbows' ? { header: h, field, system: 'fci' } : { header: h, field };
  });
}
