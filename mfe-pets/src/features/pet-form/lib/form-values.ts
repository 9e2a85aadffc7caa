import type {
  AddPetBody,
  DatePrecision,
  DOCUMENT_KINDS,
  NewParentInput,
  PetDetail,
  PetDocument,
  PetPerson,
  PetPhoto,
  PetShort,
  Sex,
} from '@bc/shared/contracts';
import type { UploadedFile } from '../../../lib/uploads';
import { EMPTY_DATE, fromStored, toPartial, type PartialDateValue } from './partial-date';

/** A parent as the form shows it (from the 'search-pets' picker or the pet being edited). */
export interface ParentValue {
  id: number;
  registeredName: string;
  sex: Sex;
  birthYear: number | null;
}

/** A parent entered as a new record (created with the pet): its sex is the role's, its own parents unknown. */
export interface NewParentValue {
  registeredName: string;
  callName: string;
  kennelPrefix: string;
  birth: PartialDateValue;
  colorId: string | null;
}

export const emptyNewParent = (): NewParentValue => ({ registeredName: '', callName: '', kennelPrefix: '', birth: { ...EMPTY_DATE, precision: 'year' }, colorId: null });

export type PersonMode = 'unknown' | 'member' | 'name';
export interface PersonValue {
  mode: PersonMode;
  userId: number | null;
  nickname: string | null;
  name: string;
}

export interface RegistrationValue {
  key: string;
  registry: string;
  number: string;
}

export interface HealthValue {
  key: string;
  set: string;
  value: string;
  date: string;
  lab: string;
  documentId: number | null;
  /** A certificate uploaded in this form, attached after the pet is saved. */
  upload: UploadedFile | null;
}

export interface DocumentValue {
  /** An existing document (id) or an upload of this form (key). */
  key: string;
  id: number | null;
  upload: UploadedFile | null;
  url: string | null;
  kind: PetDocument['kind'];
  title: string;
}

export interface PhotoValue {
  key: string;
  id: number | null;
  upload: UploadedFile | null;
  url: string | null;
  width: number | null;
  height: number | null;
}

export interface PetFormValues {
  registeredName: string;
  callName: string;
  kennelPrefix: string;
  sex: Sex | null;
  breedId: string;
  birth: PartialDateValue;
  death: PartialDateValue;
  colorId: string | null;
  coat: string | null;
  countryOfBirth: string | null;
  countryOfResidence: string | null;
  microchip: string;
  registrations: RegistrationValue[];
  titles: string;
  workingResults: string;
  offeredForStud: boolean;
  sire: ParentValue | null;
  dam: ParentValue | null;
  /** A new record for the sire instead of `sire` (only one of the two is set). */
  newSire: NewParentValue | null;
  newDam: NewParentValue | null;
  breeder: PersonValue;
  owner: PersonValue;
  health: HealthValue[];
  photos: PhotoValue[];
  /** The key of the main photo. */
  mainPhoto: string | null;
  documents: DocumentValue[];
}

export const DEFAULT_BREED = 'border-collie';
const UNKNOWN_PERSON: PersonValue = { mode: 'unknown', userId: null, nickname: null, name: '' };

let counter = 0;
/** A key for a new list row (React keys and error paths). */
export const newKey = (prefix: string) => `${prefix}${++counter}`;

export function emptyValues(): PetFormValues {
  return {
    registeredName: '',
    callName: '',
    kennelPrefix: '',
    sex: null,
    breedId: DEFAULT_BREED,
    birth: { ...EMPTY_DATE },
    death: { ...EMPTY_DATE },
    colorId: null,
    coat: null,
    countryOfBirth: null,
    countryOfResidence: null,
    microchip: '',
    registrations: [],
    titles: '',
    workingResults: '',
    offeredForStud: false,
    sire: null,
    dam: null,
    newSire: null,
    newDam: null,
    breeder: { ...UNKNOWN_PERSON },
    owner: { ...UNKNOWN_PERSON },
    health: [],
    photos: [],
    mainPhoto: null,
    documents: [],
  };
}

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

export function parentFrom(pet: PetShort | null): ParentValue | null {
  return pet ? { id: pet.id, registeredName: pet.registeredName, sex: pet.sex, birthYear: yearOf(pet.birthDate) } : null;
}

function personFrom(person: PetPerson): PersonValue {
  if (person.userId !== null && !person.formerMember) {
    return { mode: 'member', userId: person.userId, nickname: person.nickname, name: person.name ?? '' };
  }
  if (person.formerMember && person.userId !== null) {
    return { mode: 'member', userId: person.userId, nickname: null, name: person.name ?? '' };
  }
  return person.name ? { mode: 'name', userId: null, nickname: null, name: person.name } : { ...UNKNOWN_PERSON };
}

const photoKey = (photo: PetPhoto) => `photo-${photo.id}`;

/** The pet being edited → the form's values. */
export function valuesFromPet(pet: PetDetail): PetFormValues {
  const photos = [...pet.photos].sort((a, b) => a.position - b.position);
  const main = photos.find((photo) => photo.isMain) ?? photos[0];
  return {
    registeredName: pet.registeredName,
    callName: pet.callName ?? '',
    kennelPrefix: pet.kennelPrefix ?? '',
    sex: pet.sex,
    breedId: pet.breedId,
    birth: fromStored(pet.birthDate, pet.birthPrecision),
    death: fromStored(pet.deathDate, pet.deathPrecision),
    colorId: pet.colorId,
    coat: pet.coat,
    countryOfBirth: pet.countryOfBirth,
    countryOfResidence: pet.countryOfResidence,
    microchip: pet.microchip ?? '',
    registrations: pet.registrations.map((registration) => ({ key: newKey('reg'), ...registration })),
    titles: pet.titles ?? '',
    workingResults: pet.workingResults ?? '',
    offeredForStud: pet.offeredForStud,
    sire: parentFrom(pet.sire),
    dam: parentFrom(pet.dam),
    newSire: null,
    newDam: null,
    breeder: personFrom(pet.breeder),
    owner: personFrom(pet.owner),
    health: pet.health.map((result) => ({
      key: newKey('health'),
      set: result.set,
      value: result.value,
      date: result.date ?? '',
      lab: result.lab ?? '',
      documentId: result.documentId,
      upload: null,
    })),
    photos: photos.map((photo) => ({
      key: photoKey(photo),
      id: photo.id,
      upload: null,
      url: photo.url,
      width: photo.width,
      height: photo.height,
    })),
    mainPhoto: main ? photoKey(main) : null,
    documents: pet.documents.map((document) => ({
      key: `doc-${document.id}`,
      id: document.id,
      upload: null,
      url: document.url,
      kind: document.kind,
      title: document.title ?? '',
    })),
  };
}

const text = (value: string) => (value.trim() ? value.trim() : null);

function personBody(person: PersonValue): AddPetBody['breeder'] {
  if (person.mode === 'member' && person.userId !== null) return { userId: person.userId };
  if (person.mode === 'name' && person.name.trim()) return { name: person.name.trim() };
  return null;
}

type DocumentKind = (typeof DOCUMENT_KINDS)[number];

function newParentBody(parent: NewParentValue): NewParentInput {
  const birth = toPartial(parent.birth);
  return {
    registeredName: parent.registeredName.trim(),
    callName: text(parent.callName),
    kennelPrefix: text(parent.kennelPrefix),
    birthDate: birth || null,
    colorId: parent.colorId,
  };
}

/**
 * The form's values → the body of `POST /api/pets/add` or `/api/pets/{id}/save` (without the status). Only saved
 * photos and documents go into the body; uploads of this form are attached after the pet is saved.
 */
export function toBody(values: PetFormValues): Omit<AddPetBody, 'publishStatus'> & { sex: Sex } {
  const birth = toPartial(values.birth);
  const death = toPartial(values.death);
  const savedPhotos = values.photos.filter((photo) => photo.id !== null);
  return {
    registeredName: values.registeredName.trim(),
    callName: text(values.callName),
    kennelPrefix: text(values.kennelPrefix),
    sex: values.sex ?? 'male',
    breedId: values.breedId || DEFAULT_BREED,
    birthDate: birth || null,
    deathDate: death || null,
    colorId: values.colorId,
    coat: (values.coat as AddPetBody['coat']) ?? null,
    countryOfBirth: values.countryOfBirth,
    countryOfResidence: values.countryOfResidence,
    microchip: text(values.microchip),
    registrations: values.registrations
      .filter((registration) => registration.registry.trim() || registration.number.trim())
      .map((registration) => ({ registry: registration.registry.trim(), number: registration.number.trim() })),
    titles: text(values.titles),
    workingResults: text(values.workingResults),
    offeredForStud: values.sex === 'male' && values.offeredForStud,
    sireId: values.newSire ? null : (values.sire?.id ?? null),
    damId: values.newDam ? null : (values.dam?.id ?? null),
    ...(values.newSire ? { newSire: newParentBody(values.newSire) } : {}),
    ...(values.newDam ? { newDam: newParentBody(values.newDam) } : {}),
    breeder: personBody(values.breeder),
    owner: personBody(values.owner),
    health: values.health
      .filter((result) => result.set && result.value)
      .map((result) => ({
        set: result.set,
        value: result.value,
        date: result.date || null,
        lab: text(result.lab),
        documentId: result.documentId,
      })),
    photos: savedPhotos.map((photo) => ({ id: photo.id as number, isMain: values.mainPhoto === photo.key })),
    documents: values.documents
      .filter((document) => document.id !== null)
      .map((document) => ({ id: document.id as number, kind: document.kind as DocumentKind, title: text(document.title) })),
  };
}

export type { DatePrecision };
