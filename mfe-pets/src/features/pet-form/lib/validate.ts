import {
  HEALTH_MAX,
  LAB_MAX,
  MICROCHIP_MAX,
  MICROCHIP_PATTERN,
  NAME_MAX,
  REGISTERED_NAME_MAX,
  REGISTRATION_NUMBER_MAX,
  REGISTRATIONS_MAX,
  REGISTRY_MAX,
  TEXT_MAX,
  TITLES_MAX,
  DOCUMENT_TITLE_MAX,
} from '../../../lib/limits';
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
    set(`${prefix}registeredName`, tooLong(pet.registeredName, REGISTERED_NAME_MAX));
    set(`${prefix}callName`, tooLong(pet.callName, NAME_MAX));
    set(`${prefix}kennelPrefix`, tooLong(pet.kennelPrefix, NAME_MAX));
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
  if (microchip && microchip.length > MICROCHIP_MAX) set('microchip', { key: 'tooLong', params: { max: MICROCHIP_MAX } });
  else if (microchip && !MICROCHIP_PATTERN.test(microchip)) set('microchip', { key: 'microchipFormat' });

  if (values.registrations.length > REGISTRATIONS_MAX) set('registrations', { key: 'tooMany', params: { max: REGISTRATIONS_MAX } });
  const seen = new Set<string>();
  for (const row of values.registrations) {
    const registry = row.registry.trim();
    const number = row.number.trim();
    if (!registry && !number) continue;
    if (!registry) set(`registrations.${row.key}.registry`, { key: 'required' });
    set(`registrations.${row.key}.registry`, tooLong(registry, REGISTRY_MAX));
    if (!number) set(`registrations.${row.key}.number`, { key: 'required' });
    set(`registrations.${row.key}.number`, tooLong(number, REGISTRATION_NUMBER_MAX));
    const id = `${registry.toLowerCase()}|${number.toLowerCase()}`;
    if (registry && number && seen.has(id)) set(`registrations.${row.key}.number`, { key: 'duplicate' });
    seen.add(id);
  }

  set('titles', tooLong(values.titles, TITLES_MAX));
  set('workingResults', tooLong(values.workingResults, TEXT_MAX));

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
    set(field, person.mode === 'name' ? tooLong(person.name, NAME_MAX) : null);
    if (person.mode === 'member' && person.userId === null) set(field, { key: 'memberRequired' });
  }

  if (values.health.length > HEALTH_MAX) set('health', { key: 'tooMany', params: { max: HEALTH_MAX } });
  for (const row of values.health) {
    if (!row.set) set(`health.${row.key}.set`, { key: 'required' });
    else if (!row.value) set(`health.${row.key}.value`, { key: 'required' });
    if (row.date && row.date > today) set(`health.${row.key}.date`, { key: 'dateFuture' });
    set(`health.${row.key}.lab`, tooLong(row.lab, LAB_MAX));
  }

  for (const document of values.documents) set(`documents.${document.key}.title`, tooLong(document.title, DOCUMENT_TITLE_MAX));

  return errors;
}
