import type { StudRankingResponse } from '@bc/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { offsetOf } from '../../lib/paging';
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
  const dam = (await ctx.data.pets([damId])).get(damId);
  if (dam?.sex !== 'female') throw badRequest(`Pet ${damId} is not female`, 'id');
  const { filter, clearFor } = await studFilters(ctx, options);
  const engine = ctx.pedigree.engine;
  const [candidateIds, clearIndexes] = await Promise.all([
    ctx.data.candidateSires(filter),
    Promise.all(clearFor.map((code) => ctx.pedigree.geneticTest(code))),
  ]);
  const candidates = candidateIds.filter(
    (id) => id !== damId && engine.has(id) && clearIndexes.every((index) => SUMMARY_KEY[index.status(id)] === 'clear'),
  );
  const ranking = engine.rankMales(damId, candidates);
  const from = offsetOf(options);
  const pageIds = Array.from(ranking.ids.subarray(from, from + options.limit));
  const [pets, tests] = await Promise.all([ctx.data.pets(pageIds), geneticTests(ctx)]);
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
