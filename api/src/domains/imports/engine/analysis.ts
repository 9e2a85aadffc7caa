import type { ImportField, ImportProblem } from '@bc/shared/contracts';
import { NO_DATE, Pedigree, birthDay, type PedigreeProblem } from '../../../pedigree';
import { SEX_FEMALE, SEX_MALE, SEX_UNKNOWN } from '../../../pedigree/sex';
import type { StoredDate } from '../../pets/input';
import { type DogFields, type ImportRow, type RowHealth, nameKey, registrationKey } from './rows';

/** A pet already in the database, as matching needs it. */
export interface ExistingPet {
  id: number;
  sex: 'male' | 'female';
  /** Day precision only (a coarser date is not compared). */
  birthDate: string | null;
  /** Whether the importer may update it (a member: their own pets); false: it stays as it is, a parent by its id. */
  editable?: boolean;
}

/** The database's pets that the file's keys name (the data layer looks them up; see `lookupKeys`). */
export interface ExistingIndex {
  byRegistration: Map<string, ExistingPet>;
  byMicrochip: Map<string, ExistingPet>;
  /** `nameKey(name)` + '|' + birth date. */
  byNameBirth: Map<string, ExistingPet>;
  /** `nameKey(name)` of names that one pet alone has: parents named by name. */
  byName: Map<string, ExistingPet>;
}

export const emptyIndex = (): ExistingIndex => ({ byRegistration: new Map(), byMicrochip: new Map(), byNameBirth: new Map(), byName: new Map() });

/** One dog of the file: its rows merged. */
export interface ImportDog extends DogFields {
  index: number;
  /** How problems name it: its registration, else its name. */
  label: string;
  lines: number[];
  registrations: { registry: string; number: string }[];
  sireRef: string | null;
  damRef: string | null;
  health: RowHealth[];
  /** The pet in the database this dog is (matched by registration, microchip, or name with birth date). */
  existing: ExistingPet | null;
  /** A parent named only by a registration: a placeholder dog with that registration. */
  placeholder: boolean;
}

/** A parent link: to a dog of the file (or a placeholder), or to a pet in the database. */
export type ParentRef = { dog: number } | { pet: ExistingPet };

/** A problem with what the plan needs to act on it. */
export interface AnalysedProblem extends ImportProblem {
  /** The dogs whose rows a `skip` leaves out. */
  skip: number[];
  /** The links a `drop-link` leaves unknown. */
  drop: { dog: number; role: 'sire' | 'dam' }[];
}

export interface ImportAnalysis {
  rows: number;
  dogs: ImportDog[];
  sires: (ParentRef | null)[];
  dams: (ParentRef | null)[];
  problems: AnalysedProblem[];
  /** Rows that are no dog (no name, no registration). */
  skippedLines: number[];
}

const SCALAR_FIELDS = ['registeredName', 'callName', 'sex', 'colorId', 'coat', 'country', 'microchip', 'breeder', 'owner', 'sireRef', 'damRef'] as const;
const FIELD_OF: Record<(typeof SCALAR_FIELDS)[number] | 'birth' | 'death', ImportField> = {
  registeredName: 'registeredName', callName: 'callName', sex: 'sex', colorId: 'color', coat: 'coat', country: 'country',
  microchip: 'microchip', breeder: 'breeder', owner: 'owner', sireRef: 'sire', damRef: 'dam', birth: 'birthDate', death: 'deathDate',
};

/** The keys a row is known by: each registration, the microchip, the name with the birth date. */
function rowKeys(row: ImportRow): string[] {
  const keys: string[] = [];
  if (row.registration) keys.push(`r:${registrationKey(row.registration.number)}`);
  if (row.microchip) keys.push(`c:${row.microchip}`);
  if (row.registeredName && row.birth) keys.push(`n:${nameKey(row.registeredName)}|${row.birth.date}`);
  else if (row.registeredName && !row.registration && !row.microchip) keys.push(`n:${nameKey(row.registeredName)}|`);
  return keys;
}

/** Union-find over rows: rows sharing any key are one dog. */
function groupRows(rows: readonly ImportRow[]): number[][] {
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  const firstWith = new Map<string, number>();
  rows.forEach((row, i) => {
    for (const key of rowKeys(row)) {
      const other = firstWith.get(key);
      if (other === undefined) firstWith.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  const groups = new Map<number, number[]>();
  rows.forEach((_, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(i);
    else groups.set(root, [i]);
  });
  return [...groups.values()];
}

const sameDate = (a: StoredDate | null, b: StoredDate | null) => a?.date === b?.date && a?.precision === b?.precision;

/**
 * Reads the whole file into dogs and lists every problem at once: rows of one dog merged (and where they disagree),
 * dogs already in the database, parents resolved (file, database, or a placeholder by registration), then the
 * pedigree engine's audit of the links (same sire and dam, both roles, a parent's recorded sex, birth order,
 * loops), and unknown dictionary values. Pure: the database's pets come in `existing`.
 */
export function analyseImport(rows: readonly ImportRow[], existing: ExistingIndex): ImportAnalysis {
  const problems: AnalysedProblem[] = [];
  const skippedLines: number[] = [];
  const named = rows.filter((r) => {
    if (r.registeredName || r.registration) return true;
    skippedLines.push(r.line);
    return false;
  });
  if (skippedLines.length > 0) problems.push({ kind: 'no-name', rows: skippedLines, dogs: [], skip: [], drop: [] });

  const dogs: ImportDog[] = [];
  for (const group of groupRows(named)) {
    const first = named[group[0]];
    const dog: ImportDog = {
      index: dogs.length,
      label: first.registration?.number ?? first.registeredName ?? '',
      lines: group.map((i) => named[i].line),
      registeredName: first.registeredName, callName: first.callName, sex: first.sex, birth: first.birth, death: first.death,
      colorId: first.colorId, coat: first.coat, country: first.country, microchip: first.microchip,
      registrations: [], breeder: first.breeder, owner: first.owner, sireRef: first.sire, damRef: first.dam,
      health: [], existing: null, placeholder: false,
    };
    const seenHealth = new Set<string>();
    const seenRegistration = new Set<string>();
    for (const i of group) {
      const row = named[i];
      const merged: Record<string, unknown> = { ...row, sireRef: row.sire, damRef: row.dam };
      for (const field of SCALAR_FIELDS) {
        const value = merged[field] as string | null;
        if (value === null) continue;
        if (dog[field] === null) (dog as unknown as Record<string, unknown>)[field] = value;
        else if (field === 'sireRef' || field === 'damRef' ? registrationKey(dog[field]) !== registrationKey(value) : dog[field] !== value) {
          problems.push({ kind: 'conflict', rows: [dog.lines[0], row.line], dogs: [dog.label], field: FIELD_OF[field], value, skip: [dog.index], drop: [] });
        }
      }
      for (const field of ['birth', 'death'] as const) {
        if (row[field] === null) continue;
        if (dog[field] === null) dog[field] = row[field];
        else if (!sameDate(dog[field], row[field])) problems.push({ kind: 'conflict', rows: [dog.lines[0], row.line], dogs: [dog.label], field: FIELD_OF[field], value: row[field].date, skip: [dog.index], drop: [] });
      }
      if (row.registration && !seenRegistration.has(registrationKey(row.registration.number))) {
        seenRegistration.add(registrationKey(row.registration.number));
        dog.registrations.push(row.registration);
      }
      for (const h of row.health) {
        const key = `${h.scaleId}|${h.score}|${h.testedAt}`;
        if (!seenHealth.has(key)) {
          seenHealth.add(key);
          dog.health.push(h);
        }
      }
      for (const u of row.unknown) problems.push({ kind: 'unknown-value', rows: [row.line], dogs: [dog.label], field: u.field, value: u.value, skip: [dog.index], drop: [] });
    }
    if (group.length > 1) problems.push({ kind: 'duplicate', rows: dog.lines, dogs: [dog.label], skip: [dog.index], drop: [] });
    dog.existing = findExisting(dog, existing);
    if (dog.existing) problems.push({ kind: 'existing', rows: dog.lines, dogs: [dog.label], petId: dog.existing.id, skip: [dog.index], drop: [] });
    dogs.push(dog);
  }

  // The file's dogs by every key a parent may be named by.
  const byKey = new Map<string, number>();
  const byName = new Map<string, number | -1>();
  for (const dog of dogs) {
    for (const r of dog.registrations) byKey.set(`r:${registrationKey(r.number)}`, dog.index);
    if (dog.microchip) byKey.set(`c:${dog.microchip}`, dog.index);
    if (dog.registeredName) {
      const key = nameKey(dog.registeredName);
      byName.set(key, byName.has(key) ? -1 : dog.index);
    }
  }
  const resolve = (ref: string | null): ParentRef | null => {
    if (ref === null) return null;
    const reg = registrationKey(ref);
    const chip = ref.replace(/[\s.-]+/g, '').toUpperCase();
    const inFile = byKey.get(`r:${reg}`) ?? byKey.get(`c:${chip}`) ?? byName.get(nameKey(ref));
    if (inFile !== undefined && inFile >= 0) return { dog: inFile };
    const pet = existing.byRegistration.get(reg) ?? existing.byMicrochip.get(chip) ?? existing.byName.get(nameKey(ref));
    if (pet) return { pet };
    // Named only by a registration found nowhere: a placeholder with that registration.
    const placeholder: ImportDog = {
      index: dogs.length, label: ref, lines: [], registeredName: ref, callName: null, sex: null, birth: null, death: null,
      colorId: null, coat: null, country: null, microchip: null, registrations: [{ registry: '', number: ref }], breeder: null,
      owner: null, sireRef: null, damRef: null, health: [], existing: null, placeholder: true,
    };
    dogs.push(placeholder);
    byKey.set(`r:${reg}`, placeholder.index);
    return { dog: placeholder.index };
  };
  const fileDogs = dogs.length;
  const sires: (ParentRef | null)[] = [];
  const dams: (ParentRef | null)[] = [];
  for (let i = 0; i < fileDogs; i++) {
    sires[i] = resolve(dogs[i].sireRef);
    dams[i] = resolve(dogs[i].damRef);
  }
  for (let i = fileDogs; i < dogs.length; i++) sires[i] = dams[i] = null;

  problems.push(...auditLinks(dogs, sires, dams));
  return { rows: rows.length, dogs, sires, dams, problems, skippedLines };
}

function findExisting(dog: ImportDog, existing: ExistingIndex): ExistingPet | null {
  for (const r of dog.registrations) {
    const pet = existing.byRegistration.get(registrationKey(r.number));
    if (pet) return pet;
  }
  if (dog.microchip) {
    const pet = existing.byMicrochip.get(dog.microchip);
    if (pet) return pet;
  }
  if (dog.registeredName && dog.birth) return existing.byNameBirth.get(`${nameKey(dog.registeredName)}|${dog.birth.date}`) ?? null;
  return null;
}

const KIND_OF: Record<PedigreeProblem['kind'], ImportProblem['kind']> = {
  'own-parent': 'loop',
  'same-parent': 'same-parent',
  'sire-not-male': 'parent-sex',
  'dam-not-female': 'parent-sex',
  'both-roles': 'both-roles',
  'birth-order': 'birth-order',
  loop: 'loop',
};

/**
 * The pedigree engine's audit of the file's links (and of the database's pets they name, with their recorded sex and
 * birth): every bad link at once, with the links a `drop-link` leaves unknown. Engine ids: file dogs 1..n, database
 * pets after them.
 */
function auditLinks(dogs: readonly ImportDog[], sires: readonly (ParentRef | null)[], dams: readonly (ParentRef | null)[]): AnalysedProblem[] {
  const n = dogs.length;
  const petIds = new Map<number, number>();
  const pets: { sex: number; birth: number }[] = [];
  const idOf = (ref: ParentRef | null): number => {
    if (ref === null) return 0;
    if ('dog' in ref) return ref.dog + 1;
    let id = petIds.get(ref.pet.id);
    if (id === undefined) {
      id = n + pets.length + 1;
      petIds.set(ref.pet.id, id);
      pets.push({ sex: ref.pet.sex === 'male' ? SEX_MALE : SEX_FEMALE, birth: birthDay(ref.pet.birthDate) });
    }
    return id;
  };
  const sireIds = sires.map(idOf);
  const damIds = dams.map(idOf);
  const m = n + pets.length;
  const ids = Array.from({ length: m }, (_, i) => i + 1);
  const sexes = [
    ...dogs.map((d) => (d.sex === 'male' ? SEX_MALE : d.sex === 'female' ? SEX_FEMALE : SEX_UNKNOWN)),
    ...pets.map((p) => p.sex),
  ];
  const births = [...dogs.map((d) => (d.birth?.precision === 'day' ? birthDay(d.birth.date) : NO_DATE)), ...pets.map((p) => p.birth)];
  const { problems } = Pedigree.audit(
    { ids, sires: [...sireIds, ...new Array<number>(pets.length).fill(0)], dams: [...damIds, ...new Array<number>(pets.length).fill(0)], sexes, births },
    { lenient: false },
  );
  const petLabels = new Map([...petIds].map(([pet, id]) => [id, `#${pet}`]));
  const label = (id: number) => (id <= n ? dogs[id - 1].label : (petLabels.get(id) ?? String(id)));
  return problems.map((p) => {
    const involved = new Set<number>();
    for (const d of p.dropped) {
      involved.add(d.child);
      involved.add(d.parent);
    }
    for (const id of p.error.ids) involved.add(Number(id));
    const rows = [...involved].filter((id) => id <= n).flatMap((id) => dogs[id - 1].lines);
    return {
      kind: KIND_OF[p.kind],
      rows: [...new Set(rows)].sort((a, b) => a - b),
      dogs: p.error.ids.map((id) => label(Number(id))),
      skip: [...new Set(p.dropped.map((d) => d.child - 1))],
      drop: p.dropped.map((d) => ({ dog: d.child - 1, role: d.role })),
    };
  });
}
