import type {
  CommonAncestorRow, DiseaseAncestor, DiseasesResponse, DiseaseStatus, DiseaseTestReport, Locale, StudRankingResponse,
  TreePet, TreeResponse, TreeSlot,
} from '@bc/shared/contracts';
import type { DbOrTx } from '../db/client';
import { badRequest, notFound } from '../lib/http-error';
import type { GeneticTestIndex, GenotypeInference, Subject } from '../pedigree';
import type { DnaTestInfo } from './pedigree-data';
import { type CandidateSireFilter, type PedigreePet, readCandidateSires, readPedigreePets } from './pedigree-pets';
import { canSee, type Viewer } from './pets-access';
import { checkBirthYears, commaList, knownCountries } from './pets-query';
import type { PedigreeService } from './pedigree';

/** What the pedigree answers need: the service, the database and the caller. */
export interface ReportContext {
  pedigree: PedigreeService;
  db: DbOrTx;
  viewer: Viewer | null;
  locale?: Locale;
}

type SubjectRequest = { pet: number } | { sire: number; dam: number };

const subjectOf = (s: SubjectRequest): TreeResponse['subject'] =>
  'pet' in s ? { kind: 'pet', id: s.pet } : { kind: 'mating', sireId: s.sire, damId: s.dam };

/**
 * Checks the subject against the database and the caller: a missing or unseen pet answers 404 naming the
 * field; a test mating needs a male sire, a female dam and two different pets (400 naming the field).
 */
async function resolve(ctx: ReportContext, subject: SubjectRequest): Promise<Subject> {
  const fields: [number, string][] = 'pet' in subject ? [[subject.pet, 'id']] : [[subject.sire, 'sireId'], [subject.dam, 'damId']];
  if (!('pet' in subject) && subject.sire === subject.dam) throw badRequest('A test mating needs two different pets', 'damId');
  const found = await readPedigreePets(ctx.db, fields.map(([id]) => id));
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
async function geneticTests(ctx: ReportContext): Promise<{ test: DnaTestInfo; index: GeneticTestIndex }[]> {
  const tests = await ctx.pedigree.dnaTests();
  const indexes = await Promise.all(tests.map((t) => ctx.pedigree.geneticTest(t.code)));
  return tests.map((test, k) => ({ test, index: indexes[k] }));
}

const testName = (test: DnaTestInfo, locale: Locale | undefined) => test.name[locale ?? 'en'] ?? test.code;

function treePet(pet: PedigreePet, ctx: ReportContext, tests: { test: DnaTestInfo; index: GeneticTestIndex }[]): TreePet {
  const engine = ctx.pedigree.engine;
  const dna: Record<string, DiseaseStatus> = {};
  if (engine.has(pet.id)) {
    for (const { test, index } of tests) {
      const status = index.genotype(pet.id).status;
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

/** The tree to `depth` generations with pet info, COI, AVK and common ancestors over `generations`. */
export async function treeReport(ctx: ReportContext, request: SubjectRequest, depth: number, generations: number): Promise<TreeResponse> {
  const subject = await resolve(ctx, request);
  const engine = ctx.pedigree.engine;
  const tree = engine.tree(subject, depth);
  const coi = engine.coi(subject, generations);
  const avk = engine.ancestorLoss(subject, generations);
  const common = engine.commonAncestors(subject, generations);
  const [pets, tests] = await Promise.all([
    readPedigreePets(ctx.db, [...tree.ids, ...common.ancestors.map((a) => a.id)]),
    geneticTests(ctx),
  ]);
  const visible = (id: number) => {
    const pet = pets.get(id);
    return pet && canSee(ctx.viewer, pet) ? pet : null;
  };
  const infos = new Map<number, TreePet | null>();
  const infoOf = (id: number): TreePet | null => {
    let info = infos.get(id);
    if (info === undefined) {
      const pet = visible(id);
      info = pet ? treePet(pet, ctx, tests) : null;
      infos.set(id, info);
    }
    return info;
  };
  const slots: TreeSlot[] = [];
  for (let i = 0; i < tree.ids.length; i++) {
    const id = tree.ids[i];
    const pet = id > 0 ? infoOf(id) : null;
    slots.push({
      slot: i,
      generation: tree.generation[i],
      pet,
      hidden: id > 0 && pet === null,
      repeat: tree.colour[i] >= 0 ? tree.colour[i] : null,
    });
  }
  const colourOf = new Map(tree.repeated.map((r) => [r.id, r.colour]));
  const commonAncestors: CommonAncestorRow[] = common.ancestors.map((a) => {
    const pet = visible(a.id);
    return {
      id: pet ? a.id : null,
      registeredName: pet ? pet.registeredName : null,
      hidden: pet === null,
      sex: pets.get(a.id)?.sex ?? (engine.sex(a.id) === 'female' ? 'female' : 'male'),
      paths: a.paths,
      sireSide: a.sireSide,
      damSide: a.damSide,
      inbreeding: a.inbreeding,
      contribution: a.contribution,
      repeat: pet ? (colourOf.get(a.id) ?? null) : null,
    };
  });
  const used = new Set<string>();
  for (const info of infos.values()) if (info) for (const code of Object.keys(info.dna)) used.add(code);
  return {
    subject: subjectOf(request),
    depth,
    slots,
    coi: {
      generations: coi.generations,
      coi: coi.coi,
      full: coi.full,
      completeness: coi.completeness,
      fullCompleteness: coi.fullCompleteness,
      equivalentGenerations: coi.equivalentGenerations,
    },
    avk,
    commonAncestors,
    tests: tests.filter((t) => used.has(t.test.code)).map((t) => ({ code: t.test.code, name: testName(t.test, ctx.locale) })),
  };
}

const SUMMARY_KEY: Record<DiseaseStatus, keyof DiseaseTestReport['summary']> = {
  affected: 'affected',
  carrier: 'carriers',
  'obligate-carrier': 'carriers',
  clear: 'clear',
  'clear-by-parentage': 'clear',
  unknown: 'unknown',
  conflict: 'unknown',
};

/** Per DNA test of the dictionary: the subject, counts over the tree's ancestors, offspring risk, the ancestors. */
export async function diseasesReport(ctx: ReportContext, request: SubjectRequest, depth: number): Promise<DiseasesResponse> {
  const subject = await resolve(ctx, request);
  const tree = ctx.pedigree.engine.tree(subject, depth);
  const [pets, tests] = await Promise.all([readPedigreePets(ctx.db, tree.ids), geneticTests(ctx)]);
  const row = (inference: GenotypeInference, pet: PedigreePet): DiseaseAncestor => ({
    id: inference.id,
    registeredName: pet.registeredName,
    status: inference.status,
    tested: inference.tested,
    possible: inference.possible,
  });
  const reports: DiseaseTestReport[] = tests.map(({ test, index }) => {
    const report = index.report(subject, depth);
    const summary = { affected: 0, carriers: 0, clear: 0, unknown: 0 };
    const ancestors: DiseaseAncestor[] = [];
    for (const inference of report.ancestors) {
      const pet = pets.get(inference.id);
      if (pet && canSee(ctx.viewer, pet)) {
        ancestors.push(row(inference, pet));
        summary[SUMMARY_KEY[inference.status]]++;
      } else summary.unknown++;
    }
    const self = report.subject && pets.get(report.subject.id);
    return {
      code: test.code,
      name: testName(test, ctx.locale),
      summary,
      subject: report.subject && self ? row(report.subject, self) : null,
      offspring: report.offspring,
      ancestors,
    };
  });
  return { subject: subjectOf(request), depth, tests: reports };
}

/** The filters of a stud ranking as the query string gives them (see StudRankingQuery). */
export interface StudRankingOptions {
  generations: number;
  page: number;
  limit: number;
  offeredOnly: boolean;
  countryOfResidence?: string;
  birthYearFrom?: number;
  birthYearTo?: number;
  alive?: boolean;
  clearFor?: string;
}

/** The candidate filter and DNA tests of a stud ranking, checked (400 naming the field). */
async function studFilters(ctx: ReportContext, options: StudRankingOptions): Promise<{ filter: CandidateSireFilter; clearFor: string[] }> {
  const countries = knownCountries('countryOfResidence', commaList(options.countryOfResidence));
  checkBirthYears(options.birthYearFrom, options.birthYearTo);
  const clearFor = commaList(options.clearFor) ?? [];
  if (clearFor.length > 0) {
    const known = new Set((await ctx.pedigree.dnaTests()).map((t) => t.code));
    for (const code of clearFor) {
      if (!known.has(code)) throw badRequest(`querystring/clearFor "${code}" is not a known DNA test (known: ${[...known].join(', ')})`, 'clearFor');
    }
  }
  const filter: CandidateSireFilter = {
    offeredOnly: options.offeredOnly,
    countriesOfResidence: countries,
    birthYearFrom: options.birthYearFrom,
    birthYearTo: options.birthYearTo,
    alive: options.alive,
  };
  return { filter, clearFor };
}

/**
 * Published males (offered for stud, or all, narrowed by the filters) for a female, by the full-depth COI of the
 * offspring. `clearFor` keeps the males that are tested N/N or clear by parentage for every test named: the
 * engine's inference, so a male whose parents are both clear counts without a test of his own.
 */
export async function studRanking(ctx: ReportContext, damId: number, options: StudRankingOptions): Promise<StudRankingResponse> {
  await resolve(ctx, { pet: damId });
  const dam = (await readPedigreePets(ctx.db, [damId])).get(damId);
  if (dam?.sex !== 'female') throw badRequest(`Pet ${damId} is not female`, 'id');
  const { filter, clearFor } = await studFilters(ctx, options);
  const engine = ctx.pedigree.engine;
  const [candidateIds, clearIndexes] = await Promise.all([
    readCandidateSires(ctx.db, filter),
    Promise.all(clearFor.map((code) => ctx.pedigree.geneticTest(code))),
  ]);
  const candidates = candidateIds.filter(
    (id) => id !== damId && engine.has(id) && clearIndexes.every((index) => SUMMARY_KEY[index.genotype(id).status] === 'clear'),
  );
  const ranking = engine.rankMales(damId, candidates);
  const from = (options.page - 1) * options.limit;
  const pageIds = Array.from(ranking.ids.subarray(from, from + options.limit));
  const [pets, tests] = await Promise.all([readPedigreePets(ctx.db, pageIds), geneticTests(ctx)]);
  const items: StudRankingResponse['items'] = [];
  pageIds.forEach((id, k) => {
    const pet = pets.get(id);
    if (!pet) return;
    items.push({
      rank: from + k + 1,
      pet: treePet(pet, ctx, tests),
      coi: ranking.coi[from + k],
      coiGenerations: engine.matingCoiGenerations(id, damId, options.generations),
      offeredForStud: pet.offeredForStud,
    });
  });
  return { items, total: ranking.ids.length, page: options.page, limit: options.limit, damId, generations: options.generations };
}
