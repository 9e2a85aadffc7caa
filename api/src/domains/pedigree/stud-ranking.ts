import type { StudRankingResponse } from '@bc/shared/contracts';
import { type BreedRules, breedingWarnings, hasResult, missingTests, type PairDna, trafficLight } from '../../breeding';
import { badRequest } from '../../lib/http-error';
import { offsetOf } from '../../lib/paging';
import type { StudSearch } from '../../pedigree';
import { checkBirthYears, commaList, knownCountries } from '../pets/query';
import type { CandidateSireFilter } from './data/pets';
import { type AnswerContext, geneticTests, resolve, SUMMARY_KEY, treePet } from './subject';

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
  withoutDnaRisk?: boolean;
  /** The breed's club rules (thresholds and required tests), by breed id. */
  rulesOf: (breedId: string) => Promise<BreedRules>;
}

type Tests = Awaited<ReturnType<typeof geneticTests>>;

/**
 * The DNA tests of a male × the dam with what the puppies risk: every test on which either parent is known (tested or
 * inferred), with the bounds of the chance of affected puppies.
 */
function pairDna(tests: Tests, sireId: number, damId: number): PairDna[] {
  const pairs: PairDna[] = [];
  for (const { test, index } of tests) {
    const sire = index.status(sireId);
    const dam = index.status(damId);
    if (sire === 'unknown' && dam === 'unknown') continue;
    const { affected } = index.offspring(sireId, damId);
    pairs.push({ test: test.code, sire, dam, affectedMin: affected.min, affectedMax: affected.max });
  }
  return pairs;
}

/** The search's males without those whose puppies some DNA test says are surely affected (`withoutDnaRisk`). */
function withoutCertainRisk(found: StudSearch): { ids: Int32Array; coi: Float64Array } {
  let n = 0;
  for (let k = 0; k < found.ids.length; k++) if (found.certain[k] === 0) n++;
  const ids = new Int32Array(n);
  const coi = new Float64Array(n);
  for (let k = 0, j = 0; k < found.ids.length; k++) {
    if (found.certain[k] !== 0) continue;
    ids[j] = found.ids[k];
    coi[j++] = found.coi[k];
  }
  return { ids, coi };
}

/** The candidate filter and DNA tests of a stud ranking, checked (400 naming the field). */
async function studFilters(ctx: AnswerContext, options: StudRankingOptions): Promise<{ filter: CandidateSireFilter; clearFor: string[] }> {
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
export async function studRanking(ctx: AnswerContext, damId: number, options: StudRankingOptions): Promise<StudRankingResponse> {
  await resolve(ctx, { pet: damId });
  const [dam, damFacts] = await Promise.all([ctx.data.pets([damId]).then((found) => found.get(damId)), ctx.data.studFacts([damId])]);
  if (dam?.sex !== 'female') throw badRequest(`Pet ${damId} is not female`, 'id');
  const { filter, clearFor } = await studFilters(ctx, options);
  const engine = ctx.pedigree.engine;
  const [candidateIds, clearIndexes, tests, rules] = await Promise.all([
    ctx.data.candidateSires(filter),
    Promise.all(clearFor.map((code) => ctx.pedigree.geneticTest(code))),
    geneticTests(ctx),
    options.rulesOf(damFacts.get(damId)?.breedId ?? 'border-collie'),
  ]);
  // In id order: the engine keeps the prepared males of the last few sets, and the database lists them in no order.
  const candidates = candidateIds
    .filter((id) => id !== damId && engine.has(id) && clearIndexes.every((index) => SUMMARY_KEY[index.status(id)] === 'clear'))
    .sort((a, b) => a - b);
  // The risks of every candidate only for the filter (the page's are read below, test by test). A male's rank does not
  // depend on the other males, so dropping the surely risky ones keeps the others' order.
  const found = engine.studSearch(damId, candidates, options.withoutDnaRisk ? tests.map((t) => t.index) : []);
  const ranking = options.withoutDnaRisk ? withoutCertainRisk(found) : found;
  const from = offsetOf(options);
  const pageIds = Array.from(ranking.ids.subarray(from, from + options.limit));
  const [pets, facts] = await Promise.all([ctx.data.pets(pageIds), ctx.data.studFacts(pageIds)]);
  const items: StudRankingResponse['items'] = [];
  pageIds.forEach((id, k) => {
    const pet = pets.get(id);
    if (!pet) return;
    const coi = ranking.coi[from + k];
    const dna = pairDna(tests, id, damId);
    const sireKnown = new Set(dna.filter((pair) => hasResult(pair.sire)).map((pair) => pair.test));
    items.push({
      rank: from + k + 1,
      pet: treePet(pet, ctx, tests),
      coi,
      coiGenerations: engine.matingCoiGenerations(id, damId, options.generations),
      offeredForStud: pet.offeredForStud,
      light: trafficLight(coi, rules),
      dnaRisk: {
        certain: dna.filter((pair) => pair.affectedMin > 0).map((pair) => pair.test),
        possible: dna.filter((pair) => pair.affectedMin === 0 && pair.affectedMax > 0).map((pair) => pair.test),
      },
      // The dam's own litters are the same for every male: the mating form and page warn about them.
      warnings: breedingWarnings(
        { coi, dna, damLitters: 0, sireId: id, damId, missingTests: { sire: missingTests(rules.requiredTests, sireKnown), dam: [] } },
        rules,
      ),
      countryOfResidence: facts.get(id)?.countryOfResidence ?? null,
      offspringCount: facts.get(id)?.offspringCount ?? 0,
    });
  });
  return { items, total: ranking.ids.length, page: options.page, limit: options.limit, damId, generations: options.generations };
}
