import type { AddLitterBody, Coat, LitterDetail, LitterInput, PuppyAvailability } from '@bc/shared/contracts';

/** A dog chosen as a parent (its id and registered name, to show and to name it in errors). */
export interface ChosenPet {
  id: number;
  registeredName: string;
}

/** The mating a litter is recorded from, as the form shows it. */
export interface ChosenMating {
  id: number;
  dam: ChosenPet | null;
  sire: ChosenPet | null;
  /** The first mating date. */
  date: string | null;
}

/** One row of the puppies editor. `key` is the row's own (a saved puppy keeps its pet id in `id`). */
export interface PuppyValue {
  key: string;
  id?: number;
  registeredName: string;
  sex: 'male' | 'female';
  colorId: string;
  coat: Coat | '';
  microchip: string;
  availability: PuppyAvailability;
  mainPhoto: string | null;
}

export type BreederKind = 'me' | 'member' | 'name';

export interface LitterFormValues {
  /** From a mating of mine, or (an older litter) the dam and sire directly. */
  source: 'mating' | 'parents';
  mating: ChosenMating | null;
  dam: ChosenPet | null;
  sire: ChosenPet | null;
  birthDate: string;
  breederKind: BreederKind;
  breederMember: { id: number; label: string } | null;
  breederName: string;
  country: string | null;
  malesBorn: number;
  femalesBorn: number;
  malesAlive: number;
  femalesAlive: number;
  announcement: string;
  publishStatus: 'draft' | 'published';
  puppies: PuppyValue[];
}

let nextKey = 0;
/** A new row key (unique within the page's life). */
export const rowKey = () => `puppy-${++nextKey}`;

/** An empty puppy row; a new row takes the sex and colour of the row before it (litters are typed in runs). */
export function newPuppy(previous?: PuppyValue): PuppyValue {
  return {
    key: rowKey(), registeredName: '', sex: previous?.sex ?? 'male', colorId: previous?.colorId ?? '', coat: previous?.coat ?? '',
    microchip: '', availability: 'available', mainPhoto: null,
  };
}

/** A new litter's form: from the mating given (its parents are the litter's), else from the dam and sire chosen. */
export function emptyValues(mating: ChosenMating | null = null): LitterFormValues {
  return {
    source: mating ? 'mating' : 'parents', mating, dam: mating?.dam ?? null, sire: mating?.sire ?? null, birthDate: '',
    breederKind: 'me', breederMember: null, breederName: '', country: null,
    malesBorn: 0, femalesBorn: 0, malesAlive: 0, femalesAlive: 0, announcement: '', publishStatus: 'published', puppies: [],
  };
}

/** The form of a saved litter (`me`: the signed-in member, shown as "me" when the breeder). */
export function valuesOf(litter: LitterDetail, me: number | null = null): LitterFormValues {
  const dam = litter.dam && { id: litter.dam.id, registeredName: litter.dam.registeredName };
  const sire = litter.sire && { id: litter.sire.id, registeredName: litter.sire.registeredName };
  const { breeder } = litter;
  return {
    source: litter.mating ? 'mating' : 'parents',
    mating: litter.mating && { id: litter.mating.id, dam, sire, date: litter.dates.matingDates[0] ?? null },
    dam, sire, birthDate: litter.birthDate,
    breederKind: breeder.userId !== null ? (breeder.userId === me ? 'me' : 'member') : breeder.name ? 'name' : 'me',
    breederMember: breeder.userId !== null ? { id: breeder.userId, label: breeder.name ?? breeder.nickname ?? String(breeder.userId) } : null,
    breederName: breeder.userId === null ? (breeder.name ?? '') : '',
    country: litter.country,
    malesBorn: litter.counts.malesBorn, femalesBorn: litter.counts.femalesBorn,
    malesAlive: litter.counts.malesAlive, femalesAlive: litter.counts.femalesAlive,
    announcement: litter.announcement ?? '',
    publishStatus: litter.publishStatus === 'published' ? 'published' : 'draft',
    puppies: litter.puppies.map((p) => ({
      key: rowKey(), id: p.id, registeredName: p.registeredName, sex: p.sex, colorId: p.colorId ?? '', coat: (p.coat as Coat | null) ?? '',
      microchip: p.microchip ?? '', availability: p.availability, mainPhoto: p.mainPhoto,
    })),
  };
}

/** The puppies listed, by sex. */
export function listedCounts(puppies: PuppyValue[]) {
  const males = puppies.filter((p) => p.sex === 'male').length;
  return { males, females: puppies.length - males };
}

/**
 * The counts after the puppies changed. Until the member types a count (`typed`), they are the puppies listed;
 * after that, at least as many of each sex born and alive as the rows list (the API refuses fewer), never more
 * alive than born.
 */
export function countsFor(values: LitterFormValues, typed: boolean): Pick<LitterFormValues, 'malesBorn' | 'femalesBorn' | 'malesAlive' | 'femalesAlive'> {
  const { males, females } = listedCounts(values.puppies);
  if (!typed) return { malesBorn: males, femalesBorn: females, malesAlive: males, femalesAlive: females };
  const malesBorn = Math.max(values.malesBorn, males, values.malesAlive);
  const femalesBorn = Math.max(values.femalesBorn, females, values.femalesAlive);
  return {
    malesBorn, femalesBorn,
    malesAlive: Math.min(Math.max(values.malesAlive, males), malesBorn),
    femalesAlive: Math.min(Math.max(values.femalesAlive, females), femalesBorn),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function breederOf(values: LitterFormValues): AddLitterBody['breeder'] {
  if (values.breederKind === 'member' && values.breederMember) return { userId: values.breederMember.id };
  if (values.breederKind === 'name') return { name: values.breederName.trim() };
  return undefined;
}

/** The fields both writes send. */
function fieldsOf(values: LitterFormValues) {
  const fromMating = values.source === 'mating';
  return {
    matingId: fromMating ? (values.mating?.id ?? null) : null,
    ...(fromMating ? {} : { damId: values.dam?.id ?? null, sireId: values.sire?.id ?? null }),
    birthDate: values.birthDate,
    breeder: breederOf(values),
    country: values.country,
    malesBorn: values.malesBorn, femalesBorn: values.femalesBorn, malesAlive: values.malesAlive, femalesAlive: values.femalesAlive,
    announcement: orNull(values.announcement),
    puppies: values.puppies.map((p) => ({
      ...(p.id === undefined ? {} : { id: p.id }),
      registeredName: p.registeredName.trim(), sex: p.sex, colorId: orNull(p.colorId), coat: p.coat === '' ? null : p.coat,
      microchip: orNull(p.microchip), availability: p.availability,
    })),
  };
}

/** `POST /api/litters/add`'s body. */
export const addBody = (values: LitterFormValues): AddLitterBody => ({ ...fieldsOf(values), publishStatus: values.publishStatus });

/** `POST /api/litters/{id}/save`'s body. */
export const saveBody = (values: LitterFormValues, version: number): LitterInput => ({ ...fieldsOf(values), publishStatus: values.publishStatus, version });
