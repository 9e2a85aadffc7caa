import type { DiseaseStatus, DiseaseTestReport, Locale, TreePet, TreeResponse } from '@bc/shared/contracts';
import { badRequest, notFound } from '../../lib/http-error';
import type { GeneticTestIndex, Subject } from '../../pedigree';
import type { Viewer } from '../../lib/viewer';
import { canSee } from '../pets/access';
import type { Data } from '../data';
import type { DnaTestInfo } from './data/columns';
import type { PedigreePet } from './data/pets';
import type { PedigreeService } from './service';

/** What an answer of the pedigree routes is computed with: the engine, the pets' data and the caller. */
export interface AnswerContext {
  pedigree: PedigreeService;
  data: Data['pedigree'];
  viewer: Viewer | null;
  locale?: Locale;
}

export type SubjectRequest = { pet: number } | { sire: number; dam: number };

export const subjectOf = (s: SubjectRequest): TreeResponse['subject'] =>
  'pet' in s ? { kind: 'pet', id: s.pet } : { kind: 'mating', sireId: s.sire, damId: s.dam };

/**
 * Checks the subject against the database and the caller: a missing or unseen pet answers 404 naming the
 * field; a test mating needs a male sire, a female dam and two different pets (400 naming the field).
 */
export async function resolve(ctx: AnswerContext, subject: SubjectRequest): Promise<Subject> {
  const fields: [number, string][] = 'pet' in subject ? [[subject.pet, 'id']] : [[subject.sire, 'sireId'], [subject.dam, 'damId']];
  if (!('pet' in subject) && subject.sire === subject.dam) throw badRequest('A test mating needs two different pets', 'damId');
  const found = await ctx.pedigree.cards.get(fields.map(([id]) => id));
  for (const [id, field] of fields) {
    const pet = found.get(id);
    if (!pet || !canSee(ctx.viewer, pet)) throw notFound(`Pet ${id} not found`, field);
  }
  if (!('pet' in subject)) {
    if (found.get(subject.sire)?.sex !== 'male') throw badRequest(`Pet ${subject.sire} cannot be the sire: not male`, 'sireId');
    if (found.get(subject.dam)?.sex !== 'female') throw badRequest(`Pet ${subject.dam} cannot be the dam: not female`, 'damId');
  }
  await ctx.pedigree.ensure(fields.map(([id]) => id));
  return subject;
}

/** Every active DNA test with its inference over the pedigree. */
export async function geneticTests(ctx: AnswerContext): Promise<{ test: DnaTestInfo; index: GeneticTestIndex }[]> {
  const tests = await ctx.pedigree.dnaTests();
  const indexes = await Promise.all(tests.map((t) => ctx.pedigree.geneticTest(t.code)));
  return tests.map((test, k) => ({ test, index: indexes[k] }));
}

export const testName = (test: DnaTestInfo, locale: Locale | undefined) => test.name[locale ?? 'en'] ?? test.code;

export function treePet(pet: PedigreePet, ctx: AnswerContext, tests: { test: DnaTestInfo; index: GeneticTestIndex }[]): TreePet {
  const engine = ctx.pedigree.engine;
  const dna: Record<string, DiseaseStatus> = {};
  if (engine.has(pet.id)) {
    for (const { test, index } of tests) {
      const status = index.status(pet.id);
      if (status !== 'unknown') dna[test.code] = status;
    }
  }
  return {
    id: pet.id,
    registeredName: pet.registeredName,
    callName: pet.callName,
    kennelPrefix: pet.kennelPrefix,
    sex: pet.sex,
    colorId: pet.colorId,
    birthDate: pet.birthDate,
    birthPrecision: pet.birthPrecision,
    titles: pet.titles,
    thumbnail: pet.thumbnail,
    inbreeding: engine.has(pet.id) ? engine.inbreeding(pet.id) : 0,
    dna,
  };
}


/** Which status counts as which in a summary (and as clear for the stud ranking's `clearFor`). */
export const SUMMARY_KEY: Record<DiseaseStatus, keyof DiseaseTestReport['summary']> = {
  affected: 'affected',
  carrier: 'carriers',
  'obligate-carrier': 'carriers',
  clear: 'clear',
  'clear-by-parentage': 'clear',
  unknown: 'unknown',
  conflict: 'unknown',
};

