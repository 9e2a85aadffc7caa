import type { DatePrecision, PublishStatus, Sex } from '@bc/shared/contracts';
import { dayOf, firstDayOfYear, truncate, YEAR, yearOf } from './calendar';
import { Genotypes, LOCUS_INDEX } from './genetics';
import type { Random } from './prng';
import { Registrar } from './registries';
import {
  FEMALE_CALL_NAMES, KENNELS, MALE_CALL_NAMES, TITLES, uniqueRegisteredName, WORKING_RESULTS,
} from './vocabulary';

/** The last day of the demo world (fixed, so the data does not depend on when it is generated). */
export const END_DAY = dayOf('2025-10-31');
const FIRST_FOUNDER_YEAR = 1978;
const LAST_FOUNDER_YEAR = 1983;
const FIRST_LITTER_YEAR = 1981;
const LAST_LITTER_YEAR = 2025;

export interface SeedPet {
  id: number;
  registeredName: string;
  callName: string;
  kennel: number;
  sex: Sex;
  birthDay: number;
  birthDate: string;
  birthPrecision: DatePrecision;
  deathDay: number | null;
  deathDate: string | null;
  deathPrecision: DatePrecision | null;
  colorId: string;
  coat: string;
  countryOfBirth: string;
  countryOfResidence: string;
  microchip: string | null;
  titles: string | null;
  workingResults: string | null;
  sireId: number | null;
  damId: number | null;
  litterId: number | null;
  ownerKennel: number;
  publishStatus: PublishStatus;
  hiddenReason: string | null;
  offeredForStud: boolean;
  generation: number;
  registrations: { registry: string; number: string }[];
}

export interface SeedLitter {
  id: number;
  sireId: number;
  damId: number;
  birthDay: number;
  kennel: number;
}

export interface SeedMating {
  id: number;
  sireId: number;
  damId: number;
  day: number;
  kind: string;
  litterId: number | null;
  kennel: number;
  publishStatus: PublishStatus;
}

export interface Population {
  pets: SeedPet[];
  litters: SeedLitter[];
  matings: SeedMating[];
  genotypes: Genotypes;
  generations: number;
}

/** The coat colours of the population, with their weights. */
export const COLORS: [string, number][] = [
  ['black-white', 40], ['black-tricolour', 10], ['red-white', 9], ['blue-merle', 8], ['blue-white', 5],
  ['red-merle', 4], ['sable-white', 4], ['red-tricolour', 3], ['blue-tricolour', 2], ['chocolate-white', 2],
  ['australian-red', 2], ['lilac-white', 1.5], ['blue-merle-tricolour', 1.5], ['sable-merle', 1], ['slate-white', 1],
  ['seal-white', 1], ['black', 1], ['white-ticked', 1], ['gold', 0.7], ['lilac-merle', 0.5], ['slate-merle', 0.4],
  ['brindle-white', 0.3], ['predominantly-white', 0.3],
];
const COATS: [string, number][] = [['rough', 80], ['smooth', 18], ['bearded', 2]];
const LITTER_SIZES: [number, number][] = [[3, 1], [4, 2], [5, 3], [6, 3], [7, 2], [8, 1]];
/** Dams are mostly bred young; the weights of ages 2..8 at whelping. */
const DAM_AGES: [number, number][] = [[2, 30], [3, 28], [4, 20], [5, 12], [6, 6], [7, 3], [8, 1]];
const SIRE_AGES: [number, number][] = [[2, 25], [3, 25], [4, 18], [5, 12], [6, 8], [7, 6], [8, 4], [9, 2]];
const MATING_KINDS: [string, number][] = [['natural', 85], ['ai-fresh', 5], ['ai-chilled', 5], ['ai-frozen', 5]];

/** Generates a border collie population over ~45 years: founders, then litters year by year. */
export function generatePopulation(target: number, random: Random): Population {
  const registrar = new Registrar(random);
  const genotypes = new Genotypes(target);
  const pets: SeedPet[] = [];
  const litters: SeedLitter[] = [];
  const matings: SeedMating[] = [];
  const names = new Set<string>();
  const byYear = { male: new Map<number, number[]>(), female: new Map<number, number[]>() };
  const lastLitter = new Int32Array(target + 1);

  const registeredName = (kennel: number) => uniqueRegisteredName(kennel, names, random);

  const ownerKennelFor = (breederKennel: number) => {
    if (random.chance(0.3)) return breederKennel;
    const country = KENNELS[breederKennel].country;
    if (random.chance(0.65)) {
      const local = KENNELS.map((k, i) => [k, i] as const).filter(([k]) => k.country === country);
      return random.pick(local)[1];
    }
    return random.int(0, KENNELS.length - 1);
  };

  function addPet(birthDay: number, sex: Sex, kennel: number, parents: { sire: SeedPet; dam: SeedPet; litterId: number } | null): SeedPet {
    const id = pets.length + 1;
    const birthYear = yearOf(birthDay);
    const precision: DatePrecision = birthYear < 1990 && !parents ? random.weighted([['day', 60], ['month', 30], ['year', 10]]) : 'day';
    const lifespan = Math.round(random.int(10, 16) * YEAR + random.int(0, 300));
    const deathDay = birthDay + lifespan <= END_DAY ? birthDay + lifespan : null;
    const deathPrecision: DatePrecision | null = deathDay === null ? null : random.weighted([['day', 70], ['month', 20], ['year', 10]]);
    const ownerKennel = parents ? ownerKennelFor(kennel) : kennel;
    const country = KENNELS[kennel].country;
    const registrations = [registrar.register(country, birthYear)];
    if ((country === 'GB' || country === 'US') && random.chance(0.3)) registrations.push(registrar.registerIsds());
    const ageAtEnd = (END_DAY - birthDay) / YEAR;
    const status: PublishStatus = random.weighted([['published', 93], ['draft', 5], ['hidden', 2]]);
    const pet: SeedPet = {
      id,
      registeredName: registeredName(kennel),
      callName: random.pick(sex === 'male' ? MALE_CALL_NAMES : FEMALE_CALL_NAMES),
      kennel,
      sex,
      birthDay,
      birthDate: truncate(birthDay, precision),
      birthPrecision: precision,
      deathDay,
      deathDate: deathDay === null ? null : truncate(deathDay, deathPrecision ?? 'day'),
      deathPrecision,
      colorId: random.weighted(COLORS),
      coat: random.weighted(COATS),
      countryOfBirth: country,
      countryOfResidence: KENNELS[ownerKennel].country,
      microchip: birthYear >= 1996 && random.chance(0.95) ? registrar.microchip(country) : null,
      titles: random.chance(0.06) ? random.pick(TITLES) : null,
      workingResults: random.chance(0.08) ? random.pick(WORKING_RESULTS) : null,
      sireId: parents?.sire.id ?? null,
      damId: parents?.dam.id ?? null,
      litterId: parents?.litterId ?? null,
      ownerKennel,
      publishStatus: status,
      hiddenReason: status === 'hidden' ? random.pick(['Duplicate record', 'Hidden at the owner’s request', 'Data being checked']) : null,
      offeredForStud: sex === 'male' && deathDay === null && ageAtEnd >= 2 && ageAtEnd <= 9 && random.chance(0.12),
      generation: parents ? Math.max(parents.sire.generation, parents.dam.generation) + 1 : 0,
      registrations,
    };
    pets.push(pet);
    if (parents) genotypes.child(id - 1, parents.sire.id - 1, parents.dam.id - 1, random);
    else genotypes.founder(id - 1, random);
    if (parents && genotypes.get(id - 1, LOCUS_INDEX.tns) === 2) shortLife(pet);
    const list = byYear[sex].get(birthYear) ?? [];
    list.push(id);
    byYear[sex].set(birthYear, list);
    return pet;
  }

  /**
   * A puppy affected by TNS (trapped neutrophil syndrome) rarely lives past its first months: it dies at 2–7 months
   * (without drawing from the random stream, so the rest of the population is what it was), and so never becomes a
   * parent, as in real pedigrees.
   */
  function shortLife(pet: SeedPet) {
    const deathDay = pet.birthDay + 60 + ((pet.id * 37) % 150);
    if (deathDay > END_DAY) return; // still a young puppy when the data ends: alive, too young to breed
    pet.deathDay = deathDay;
    pet.deathDate = truncate(deathDay, 'day');
    pet.deathPrecision = 'day';
    pet.offeredForStud = false;
    pet.titles = null;
    pet.workingResults = null;
  }

  const alive = (pet: SeedPet, day: number) => pet.deathDay === null || pet.deathDay > day;

  function chooseDam(day: number): SeedPet | null {
    const year = yearOf(day);
    for (let attempt = 0; attempt < 40; attempt++) {
      const list = byYear.female.get(year - random.weighted(DAM_AGES));
      if (!list || list.length === 0) continue;
      const dam = pets[random.pick(list) - 1];
      const age = (day - dam.birthDay) / YEAR;
      if (age < 2 || age > 8.5 || !alive(dam, day)) continue;
      if (lastLitter[dam.id] !== 0 && day - lastLitter[dam.id] < 300) continue;
      return dam;
    }
    return null;
  }

  function chooseSire(day: number, dam: SeedPet): SeedPet | null {
    const year = yearOf(day);
    for (let attempt = 0; attempt < 40; attempt++) {
      const list = byYear.male.get(year - random.weighted(SIRE_AGES));
      if (!list || list.length === 0) continue;
      const sire = pets[random.pick(list) - 1];
      const age = (day - 63 - sire.birthDay) / YEAR;
      if (age < 1.25 || age > 11 || !alive(sire, day - 63)) continue;
      // No parent × child, no full or half siblings.
      if (sire.id === dam.sireId || sire.damId === dam.id) continue;
      if ((sire.sireId !== null && sire.sireId === dam.sireId) || (sire.damId !== null && sire.damId === dam.damId)) continue;
      return sire;
    }
    return null;
  }

  // Founders.
  const founders = Math.min(target, Math.max(12, Math.round(target * 0.04)));
  for (let i = 0; i < founders; i++) {
    const birthDay = firstDayOfYear(random.int(FIRST_FOUNDER_YEAR, LAST_FOUNDER_YEAR)) + random.int(0, 364);
    addPet(birthDay, i % 2 === 0 ? 'female' : 'male', random.int(0, KENNELS.length - 1), null);
  }

  // Births per year grow ~8 % a year; together they make up the target.
  const years = LAST_LITTER_YEAR - FIRST_LITTER_YEAR + 1;
  const weights = Array.from({ length: years }, (_, i) => 1.08 ** i);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let planned = 0;
  const budgets = weights.map((w, i) => {
    const remaining = target - founders;
    const upTo = i === years - 1 ? remaining : Math.round((remaining * weights.slice(0, i + 1).reduce((a, b) => a + b, 0)) / weightSum);
    const budget = upTo - planned;
    planned = upTo;
    return budget;
  });

  for (let i = 0; i < years; i++) {
    const year = FIRST_LITTER_YEAR + i;
    const yearEnd = Math.min(firstDayOfYear(year + 1) - 1, END_DAY);
    let born = 0;
    let failures = 0;
    // Imported adults with unknown pedigrees join every year and keep the gene pool varied.
    const imports = Math.min(budgets[i], Math.round(budgets[i] * 0.03));
    for (let k = 0; k < imports; k++) {
      const birthDay = firstDayOfYear(year - random.int(2, 4)) + random.int(0, 364);
      addPet(birthDay, random.chance(0.5) ? 'male' : 'female', random.int(0, KENNELS.length - 1), null);
    }
    born += imports;
    while (born < budgets[i] && failures < 5000) {
      const day = firstDayOfYear(year) + random.int(0, yearEnd - firstDayOfYear(year));
      const dam = chooseDam(day);
      const sire = dam && chooseSire(day, dam);
      if (!dam || !sire) {
        failures++;
        continue;
      }
      const size = Math.min(budgets[i] - born, random.weighted(LITTER_SIZES));
      const kennel = dam.ownerKennel;
      const litter: SeedLitter = { id: litters.length + 1, sireId: sire.id, damId: dam.id, birthDay: day, kennel };
      litters.push(litter);
      matings.push({
        id: matings.length + 1, sireId: sire.id, damId: dam.id, day: day - 63, kind: random.weighted(MATING_KINDS),
        litterId: litter.id, kennel, publishStatus: 'published',
      });
      lastLitter[dam.id] = day;
      for (let p = 0; p < size; p++) addPet(day, random.chance(0.5) ? 'male' : 'female', kennel, { sire, dam, litterId: litter.id });
      born += size;
    }
    // A year that could not use its budget (too few dams yet) passes the rest on.
    if (born < budgets[i] && i + 1 < years) budgets[i + 1] += budgets[i] - born;
  }

  // Planned matings for the coming season (no litter yet).
  const plannedCount = Math.max(3, Math.round(litters.length * 0.03));
  for (let i = 0, guard = 0; i < plannedCount && guard < plannedCount * 50; guard++) {
    const day = END_DAY + random.int(7, 180);
    const dam = chooseDam(END_DAY);
    const sire = dam && chooseSire(END_DAY, dam);
    if (!dam || !sire) continue;
    matings.push({
      id: matings.length + 1, sireId: sire.id, damId: dam.id, day, kind: 'planned', litterId: null, kennel: dam.ownerKennel,
      publishStatus: random.chance(0.8) ? 'published' : 'draft',
    });
    i++;
  }

  const generations = pets.reduce((max, p) => Math.max(max, p.generation), 0) + 1;
  return { pets, litters, matings, genotypes, generations };
}
