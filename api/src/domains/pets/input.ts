import type { AddPetBody, DatePrecision, NewParentInput, PetInput, PetPersonInput } from '@bc/shared/contracts';
import { isCountryCode } from '../dictionaries/countries';
import { badRequest, HttpError } from '../../lib/http-error';
import type { PetChanges } from './data/pets';
import type { DictionaryLookups } from '../dictionaries/lookups';
import { type CheckedHealthResult, checkHealth, notAllowed } from './health';
import { petSearchColumns } from './search-text';

/** A date as stored: the first day of its period, and the precision. */
export interface StoredDate {
  date: string;
  precision: DatePrecision;
  /** The last day the date may stand for (end of the month or year). */
  latest: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `2019` → 2019-01-01 (year), `2019-05` → 2019-05-01 (month), `2019-05-14` (day); null when not a calendar date. */
export function parsePartialDate(value: string): StoredDate | null {
  const [y, m, d] = value.split('-').map(Number);
  if (!Number.isInteger(y) || y < 1800) return null;
  if (m === undefined) return { date: `${pad(y, 4)}-01-01`, precision: 'year', latest: `${pad(y, 4)}-12-31` };
  if (d === undefined) return { date: `${pad(y, 4)}-${pad(m)}-01`, precision: 'month', latest: `${pad(y, 4)}-${pad(m)}-${pad(lastDayOfMonth(y, m))}` };
  if (d > lastDayOfMonth(y, m)) return null;
  const iso = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
  return { date: iso, precision: 'day', latest: iso };
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function dateField(value: string | null | undefined, field: 'birthDate' | 'deathDate'): StoredDate | null {
  if (value === null || value === undefined) return null;
  const parsed = parsePartialDate(value);
  if (!parsed) throw badRequest(`body/${field} "${value}" is not a calendar date`, field);
  if (parsed.date > tomorrow()) throw badRequest(`body/${field} ${value} is in the future`, field);
  return parsed;
}

const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') || null : null);
/** Registration numbers: trimmed, inner spaces collapsed. */
const cleanNumber = (value: string) => value.trim().replace(/\s+/g, ' ');
/** Microchips: letters and digits only, upper case (`643 094-000` → `643094000`). */
export const cleanMicrochip = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase();

export interface PersonWrite {
  userId: number | null;
  name: string | null;
}
const person = (value: PetPersonInput | undefined): PersonWrite => {
  if (!value) return { userId: null, name: null };
  if ('userId' in value) return { userId: value.userId, name: null };
  return { userId: null, name: clean(value.name) };
};

/** A photo of a body: a kept one by id, or a new one by the caller's upload. */
export type PhotoDraft = { id: number; isMain: boolean } | { uploadId: string; isMain: boolean; field: string };
/** A document of a body: a kept one by id (kind and title may change), or a new one by the caller's upload. */
export type DocumentDraft =
  | { id: number; kind?: string; title?: string | null }
  | { uploadId: string; kind: string; title: string | null; field: string };

/** A body after every check that needs no database (the write path checks parents, people and ids). */
export interface PetDraft {
  columns: PetChanges & { registeredName: string; sex: 'male' | 'female' };
  birth: StoredDate | null;
  registrations: { registry: string; number: string }[];
  /** New photos and documents name the caller's uploads (`field`: where the body names them). */
  photos: PhotoDraft[];
  documents: DocumentDraft[];
  health: CheckedHealthResult[];
  breeder: PersonWrite;
  owner: PersonWrite;
}

/**
 * Validates and normalises a pet body against the dictionaries: 400 naming the field for an unknown breed,
 * colour or country, an impossible date, a result off its scale, two main photos, duplicate registrations…
 */
export function draftPet(input: PetInput | AddPetBody, data: DictionaryLookups): PetDraft {
  const registeredName = clean(input.registeredName);
  if (!registeredName) throw badRequest('body/registeredName must not be blank', 'registeredName');
  const species = input.species ?? 'dog';
  const breedId = input.breedId ?? (species === 'dog' ? 'border-collie' : undefined);
  if (!breedId) throw badRequest(`body/breedId is required for species ${species}`, 'breedId');
  const breedSpecies = data.breeds.get(breedId);
  if (breedSpecies === undefined) throw notAllowed('breedId', `body/breedId "${breedId}" is not a known breed`, [...data.breeds.keys()]);
  if (breedSpecies !== species) throw badRequest(`body/breedId "${breedId}" is not a breed of species ${species}`, 'breedId');
  const colorId = input.colorId ?? null;
  if (colorId !== null && data.colors.get(colorId) !== species) {
    throw notAllowed('colorId', `body/colorId "${colorId}" is not a known colour of species ${species}`, [...data.colors.entries()].filter(([, s]) => s === species).map(([id]) => id));
  }
  for (const field of ['countryOfBirth', 'countryOfResidence'] as const) {
    const code = input[field];
    if (code && !isCountryCode(code)) throw badRequest(`body/${field} "${code}" is not a known country code`, field);
  }
  const birth = dateField(input.birthDate, 'birthDate');
  const death = dateField(input.deathDate, 'deathDate');
  if (birth && death && death.latest < birth.date) throw badRequest(`body/deathDate ${input.deathDate} is before the birth date ${input.birthDate}`, 'deathDate');
  if (input.offeredForStud && input.sex !== 'male') throw badRequest('body/offeredForStud only males can be offered for stud', 'offeredForStud');
  if (input.offeredForStud && death) throw badRequest('body/offeredForStud a dead male cannot be offered for stud', 'offeredForStud');

  const registrations: { registry: string; number: string }[] = [];
  const seen = new Map<string, number>();
  for (const [i, r] of (input.registrations ?? []).entries()) {
    const registry = cleanNumber(r.registry);
    const number = cleanNumber(r.number);
    if (!registry) throw badRequest(`body/registrations/${i}/registry must not be blank`, `registrations.${i}.registry`);
    if (!number) throw badRequest(`body/registrations/${i}/number must not be blank`, `registrations.${i}.number`);
    const key = `${registry}\u0000${number}`;
    if (seen.has(key)) throw badRequest(`body/registrations/${i} repeats registrations/${seen.get(key)} (${registry} ${number})`, `registrations.${i}.number`);
    seen.set(key, i);
    registrations.push({ registry, number });
  }
  const microchip = input.microchip ? cleanMicrochip(input.microchip) : null;
  if (input.microchip && !microchip) throw badRequest('body/microchip must contain letters or digits', 'microchip');

  const photosIn = input.photos ?? [];
  const mains = photosIn.filter((p) => p.isMain === true).length;
  if (mains > 1) throw badRequest('body/photos only one photo may be the main one', 'photos');
  const photoIds = new Set<number>();
  const uploadIds = new Map<string, string>();
  /** An upload is attached once: listed twice (as two photos, or a photo and a document) is a 400 naming the second. */
  const uploadOnce = (uploadId: string, field: string) => {
    const before = uploadIds.get(uploadId);
    if (before !== undefined) throw badRequest(`body/${field.replaceAll('.', '/')} repeats the upload of ${before.replaceAll('.', '/')}`, field);
    uploadIds.set(uploadId, field);
  };
  const photos: PhotoDraft[] = photosIn.map((p, i) => {
    const isMain = mains === 0 ? i === 0 : p.isMain === true;
    if ('id' in p) {
      if (photoIds.has(p.id)) throw badRequest(`body/photos/${i}/id ${p.id} is listed twice`, `photos.${i}.id`);
      photoIds.add(p.id);
      return { id: p.id, isMain };
    }
    uploadOnce(p.uploadId, `photos.${i}.uploadId`);
    return { uploadId: p.uploadId, isMain, field: `photos.${i}.uploadId` };
  });
  const documentIds = new Set<number>();
  const documents: DocumentDraft[] = (input.documents ?? []).map((d, i) => {
    if ('id' in d) {
      if (documentIds.has(d.id)) throw badRequest(`body/documents/${i}/id ${d.id} is listed twice`, `documents.${i}.id`);
      documentIds.add(d.id);
      return { id: d.id, kind: d.kind, title: d.title === undefined ? undefined : clean(d.title) };
    }
    uploadOnce(d.uploadId, `documents.${i}.uploadId`);
    return { uploadId: d.uploadId, kind: d.kind ?? 'other', title: clean(d.title), field: `documents.${i}.uploadId` };
  });
  const health = checkHealth(data, input.health ?? []);
  const breeder = person(input.breeder);
  const owner = person(input.owner);

  const callName = clean(input.callName);
  return {
    columns: {
      registeredName,
      callName,
      kennelPrefix: clean(input.kennelPrefix),
      sex: input.sex,
      species,
      breedId,
      birthDate: birth?.date ?? null,
      birthPrecision: birth?.precision ?? 'day',
      deathDate: death?.date ?? null,
      deathPrecision: death?.precision ?? null,
      colorId,
      coat: input.coat ?? null,
      countryOfBirth: input.countryOfBirth ?? null,
      countryOfResidence: input.countryOfResidence ?? null,
      microchip,
      titles: input.titles?.trim() || null,
      workingResults: input.workingResults?.trim() || null,
      sireId: input.sireId ?? null,
      damId: input.damId ?? null,
      breederUserId: breeder.userId,
      breederName: breeder.name,
      ownerUserId: owner.userId,
      ownerName: owner.name,
      offeredForStud: input.offeredForStud ?? false,
      ...petSearchColumns({ registeredName, callName, microchip, registrations }),
    },
    birth,
    registrations,
    photos,
    documents,
    health,
    breeder,
    owner,
  };
}

/** How a body names a parent given as a new record, and the column it fills. */
const NEW_PARENTS = [
  { role: 'newSire', column: 'sireId', sex: 'male' },
  { role: 'newDam', column: 'damId', sex: 'female' },
] as const;
type NewParentRole = (typeof NEW_PARENTS)[number]['role'];

/** A parent of the body to create with the pet: its role, the column it fills, and its row after the checks. */
export interface NewParentDraft {
  role: NewParentRole;
  column: 'sireId' | 'damId';
  draft: PetDraft;
}

/**
 * The new parent records of a body (`newSire`, `newDam`), checked like a pet of the sex their role implies and of
 * the pet's species and breed; a refusal names the field inside the parent (`newSire.birthDate`). Giving both
 * `sireId` and `newSire` (or `damId` and `newDam`) is refused.
 */
export function draftNewParents(input: PetInput | AddPetBody, pet: PetDraft, data: DictionaryLookups): NewParentDraft[] {
  const parents: NewParentDraft[] = [];
  for (const { role, column, sex } of NEW_PARENTS) {
    const parent: NewParentInput | undefined = input[role];
    if (!parent) continue;
    if (input[column] != null) throw badRequest(`body/${role}: give either ${column} (an existing pet) or ${role} (a new record), not both`, role);
    try {
      const draft = draftPet(
        {
          registeredName: parent.registeredName, callName: parent.callName, kennelPrefix: parent.kennelPrefix, birthDate: parent.birthDate,
          colorId: parent.colorId, sex, species: pet.columns.species as PetInput['species'], breedId: pet.columns.breedId ?? undefined,
        },
        data,
      );
      parents.push({ role, column, draft });
    } catch (error) {
      if (error instanceof HttpError && typeof error.data?.field === 'string') {
        throw new HttpError(error.statusCode, error.message.replace(/^body\//, `body/${role}/`), { ...error.data, field: `${role}.${error.data.field}` });
      }
      throw error;
    }
  }
  return parents;
}
