import { isoOf, yearOf } from './calendar';
import { genotypeText, LOCI, LOCUS_INDEX, type Genotypes } from './genetics';
import { END_DAY, type SeedPet } from './population';
import type { Random } from './prng';
import { LABS } from './vocabulary';

export interface DnaResultRow {
  petId: number;
  testId: string;
  result: string;
  testedAt: string;
  lab: string;
}

export interface HealthResultRow {
  petId: number;
  kind: string;
  scaleId: string;
  score: string;
  testedAt: string;
  lab: string;
}

const DNA_TESTS = LOCI.filter((l) => l.id !== 'eaod' && l.id !== 'mdd').map((l) => l.id);
const ALWAYS_TESTED = new Set(['cea', 'ncl', 'tns']);
const EAOD_PROVIDERS = ['laboklin', 'genomia', 'animal-genetics', 'optimal-selection'];
const PROVIDER_LAB: Record<string, string> = {
  laboklin: 'Laboklin', genomia: 'Genomia', 'animal-genetics': 'Animal Genetics', 'optimal-selection': 'Optimal Selection',
};

/** The scoring system a country's dogs are usually X-rayed under. */
const SYSTEM_BY_COUNTRY: Record<string, string> = { RU: 'rkf', US: 'ofa', GB: 'bva', CZ: 'czech' };

const HIPS: Record<string, [string, number][]> = {
  rkf: [['A', 70], ['B', 20], ['C', 7], ['D', 2.5], ['E', 0.5]],
  fci: [['A', 68], ['B', 22], ['C', 7], ['D', 2.5], ['E', 0.5]],
  ofa: [['excellent', 20], ['good', 60], ['fair', 12], ['borderline', 3], ['mild', 3], ['moderate', 1.5], ['severe', 0.5]],
  czech: [['0', 70], ['1', 18], ['2', 8], ['3', 3], ['4', 1]],
  vet: [['normal', 96], ['affected', 4]],
};
const ELBOWS: Record<string, [string, number][]> = {
  rkf: [['0', 92], ['1', 6], ['2', 1.5], ['3', 0.5]],
  bva: [['0', 92], ['1', 6], ['2', 1.5], ['3', 0.5]],
  czech: [['0', 92], ['1', 6], ['2', 1.5], ['3', 0.5]],
  fci: [['0', 90], ['BL', 3], ['1', 5], ['2', 1.5], ['3', 0.5]],
  ofa: [['normal', 93], ['I', 5], ['II', 1.5], ['III', 0.5]],
  vet: [['normal', 97], ['affected', 3]],
};
const GRADES_0_4: [string, number][] = [['0', 70], ['1', 15], ['2', 10], ['3', 4], ['4', 1]];

/** DNA and health results drawn with realistic frequencies; DNA results follow the inherited genotypes. */
export function generateHealthResults(pets: SeedPet[], genotypes: Genotypes, random: Random) {
  const dna: DnaResultRow[] = [];
  const health: HealthResultRow[] = [];
  const at = (pet: SeedPet, fromMonths: number, toMonths: number) =>
    isoOf(Math.min(END_DAY, pet.birthDay + random.int(fromMonths * 30, toMonths * 30)));
  const add = (pet: SeedPet, kind: string, scaleId: string, score: string, testedAt: string, lab: string) =>
    health.push({ petId: pet.id, kind, scaleId, score, testedAt, lab });

  for (const pet of pets) {
    const year = yearOf(pet.birthDay);
    const ageDays = END_DAY - pet.birthDay;
    const index = pet.id - 1;

    if (year >= 2000 && ageDays > 90 && random.chance(year >= 2010 ? 0.55 : 0.4)) {
      const lab = random.pick(LABS);
      const testedAt = at(pet, 2, 18);
      for (const test of DNA_TESTS) {
        if (!ALWAYS_TESTED.has(test) && !random.chance(0.6)) continue;
        dna.push({ petId: pet.id, testId: test, result: genotypeText(genotypes.get(index, LOCUS_INDEX[test])), testedAt, lab });
      }
      if (random.chance(0.4)) {
        const provider = random.pick(EAOD_PROVIDERS);
        add(pet, 'eaod', `eaod:${provider}`, genotypeText(genotypes.get(index, LOCUS_INDEX.eaod)), testedAt, PROVIDER_LAB[provider]);
      }
      if (random.chance(0.2)) add(pet, 'mdd', 'mdd', genotypeText(genotypes.get(index, LOCUS_INDEX.mdd)), testedAt, lab);
    }

    if (year >= 1995 && ageDays > 400 && random.chance(0.35)) {
      const system = random.chance(0.03) ? 'vet' : (SYSTEM_BY_COUNTRY[pet.countryOfBirth] ?? 'fci');
      const testedAt = at(pet, 12, 24);
      const vet = system === 'vet' ? 'Local veterinary clinic' : `${system.toUpperCase()} panel`;
      const hips = system === 'bva' ? String(Math.min(53, Math.floor(-Math.log(1 - random.next()) * 4))) : random.weighted(HIPS[system]);
      add(pet, 'hips', `hips:${system}`, hips, testedAt, vet);
      add(pet, 'elbows', `elbows:${system}`, random.weighted(ELBOWS[system]), testedAt, vet);
      if (random.chance(0.25)) add(pet, 'ocd_sp', 'ocd_sp', random.weighted([['free', 97], ['affected', 3]]), testedAt, vet);
      if (['FI', 'SE', 'DE', 'NL'].includes(pet.countryOfBirth) && random.chance(0.5)) {
        add(pet, 'ltv', 'ltv', random.weighted(GRADES_0_4), testedAt, vet);
        add(pet, 'va', 'va', random.weighted(GRADES_0_4), testedAt, vet);
      }
    }

    if (year >= 1998 && random.chance(0.15)) {
      add(pet, 'baer', 'baer', random.weighted([['+/+', 97], ['+/-', 2.5], ['-/-', 0.5]]), at(pet, 2, 4), 'BAER clinic');
    }
  }
  return { dna, health };
}
