import { LIMITS, MICROCHIP_PATTERN_SOURCE, PET_LIMITS } from '@bc/shared/contracts';
import type { PetFormValues } from './form-values';
import { dateRange, todayIso, toPartial } from './partial-date';

/** A failed rule: the key of its message under `pets:validation` and the message's parameters. */
export interface FieldError {
  key: string;
  params?: Record<string, string | number>;
  /** A pet the message names (a conflict answered by the server), shown as a link to its page. */
  pet?: { id: number; name: string };
}
export type FormErrors = Record<string, FieldError>;

/** The microchip numbers the API accepts. */
const MICROCHIP_PATTERN = new RegExp(MICROCHIP_PATTERN_SOURCE);

const tooLong = (value: string, max: number): FieldError | null => (value.trim().length > max ? { key: 'tooLong', params: { max } } : null);

/** A birth date as typed (`toPartial`: null when unreadable, '' when empty): readable, from 1800, not in the future. */
function birthError(birth: ReturnType<typeof toPartial>, today: string): FieldError | null {
  if (birth === null) return { key: 'dateInvalid' };
  if (birth && dateRange(birth).first > today) return { key: 'dateFuture' };
  if (birth && Number(birth.slice(0, 4)) < 1800) return { key: 'dateInvalid' };
  return null;
}

/**
 * The server's rules, checked before sending: required fields, lengths, dates (valid, not in the future, death
 * after birth), the sire male and the dam female, parents born before the pet, complete registrations and health
 * results. Keys are field paths (`registeredName`, `registrations.<row key>.number`, …) in the form's order.
 */
export function validatePet(values: PetFormValues): FormErrors {
  const errors: FormErrors = {};
  const set = (path: string, error: FieldError | null) => {
    if (error && !errors[path]) errors[path] = error;
  };

  /** The names of the pet (`prefix` '') or of a new parent record (`newSire.`, `newDam.`). */
  const names = (prefix: string, pet: { registeredName: string; callName: string; kennelPrefix: string }) => {
    if (!pet.registeredName.trim()) set(`${prefix}registeredName`, { key: 'required' });
    set(`${prefix}registeredName`, tooLong(pet.registeredName, PET_LIMITS.registeredName));
    set(`${prefix}callName`, tooLong(pet.callName, LIMITS.name));
    set(`${prefix}kennelPrefix`, tooLong(pet.kennelPrefix, LIMITS.name));
  };

  names('', values);
  if (!values.sex) set('sex', { key: 'sexRequired' });

  const today = todayIso();
  const birth = toPartial(values.birth);
  const death = toPartial(values.death);
  set('birth', birthError(birth, today));
  if (death === null) set('death', { key: 'dateInvalid' });
  else if (death && dateRange(death).first > today) set('death', { key: 'dateFuture' });
  else if (death && birth && dateRange(death).last < dateRange(birth).first) set('death', { key: 'deathBeforeBirth' });

  const microchip = values.microchip.trim();
  if (microchip && microchip.length > PET_LIMITS.microchip) set('microchip', { key: 'tooLong', params: { max: PET_LIMITS.microchip } });
  else if (microchip && !MICROCHIP_PATTERN.test(microchip)) set('microchip', { key: 'microchipFormat' });

  if (values.registrations.length > PET_LIMITS.registrations) set('registrations', { key: 'tooMany', params: { max: PET_LIMITS.registrations } });
  const seen = new Set<string>();
  for (const row of values.registrations) {
    const registry = row.registry.trim();
    const number = row.number.trim();
    if (!registry && !number) continue;
    if (!registry) set(`registrations.${row.key}.registry`, { key: 'required' });
    set(`registrations.${row.key}.registry`, tooLong(registry, PET_LIMITS.registry));
    if (!number) set(`registrations.${row.key}.number`, { key: 'required' });
    set(`registrations.${row.key}.number`, tooLong(number, PET_LIMITS.registrationNumber));
    const id = `${registry.toLowerCase()}|${number.toLowerCase()}`;
    if (registry && number && seen.has(id)) set(`registrations.${row.key}.number`, { key: 'duplicate' });
    seen.add(id);
  }

  set('titles', tooLong(values.titles, PET_LIMITS.titles));
  set('workingResults', tooLong(values.workingResults, LIMITS.text));

  const birthYear = birth ? Number(birth.slice(0, 4)) : null;
  if (values.sire) {
    if (values.sire.sex !== 'male') set('sire', { key: 'sireMale' });
    else if (birthYear && values.sire.birthYear && values.sire.birthYear >= birthYear) set('sire', { key: 'parentYounger' });
  }
  if (values.dam) {
    if (values.dam.sex !== 'female') set('dam', { key: 'damFemale' });
    else if (birthYear && values.dam.birthYear && values.dam.birthYear >= birthYear) set('dam', { key: 'parentYounger' });
  }
  for (const [role, parent] of [['newSire', values.newSire], ['newDam', values.newDam]] as const) {
    if (!parent) continue;
    names(`${role}.`, parent);
    const born = toPartial(parent.birth);
    set(`${role}.birth`, birthError(born, today));
    // As the server compares them: the first day each date may mean.
    if (born && birth && dateRange(born).first > dateRange(birth).first) set(`${role}.birth`, { key: 'parentYounger' });
  }

  for (const [field, person] of [['breeder', values.breeder], ['owner', values.owner]] as const) {
    if (person.mode === 'name' && !person.name.trim()) set(field, { key: 'required' });
    set(field, person.mode === 'name' ? tooLong(person.name, LIMITS.name) : null);
    if (person.mode === 'member' && person.userId === null) set(field, { key: 'memberRequired' });
  }

  if (values.health.length > PET_LIMITS.health) set('health', { key: 'tooMany', params: { max: PET_LIMITS.health } });
  for (const row of values.health) {
    if (!row.set) set(`health.${row.key}.set`, { key: 'required' });
    else if (!row.value) set(`health.${row.key}.value`, { key: 'required' });
    if (row.date && row.date > today) set(`health.${row.key}.date`, { key: 'dateFuture' });
    set(`health.${row.key}.lab`, tooLong(row.lab, PET_LIMITS.lab));
  }

  for (const document of values.documents) set(`documents.${document.key}.title`, tooLong(document.title, PET_LIMITS.documentTitle));

  return errors;
}
