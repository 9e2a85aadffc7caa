import type { CommonAncestorRow, DiseaseStatus, TreeDogs, TreeResponse } from '@bc/shared/contracts';
import { canSee } from '../pets/access';
import type { AncestorLoss, CoiReport, CommonAncestors as CommonAncestorsReport, PedigreeTree } from '../../pedigree';
import type { DogCard } from './dog-cards';
import { type AnswerContext, geneticTests, resolve, type SubjectRequest, subjectOf, testName } from './subject';

/** Runs a tree's work in its turn (answers.ts: one tree at a time, each on a later turn of the event loop). */
export type TreeTurn = <T>(work: () => Promise<T> | T) => Promise<T>;

/**
 * The tree to `depth` generations with COI, AVK and common ancestors over `generations`, compact: each dog the
 * caller may see once (in `dogs`, as columns), the slots as ids. The dogs come from the cards in memory
 * (service.cards), so a tree costs a database read only for dogs no tree has shown since they last changed.
 * What may wait for the database (the subject, the cards, the DNA tests) is read before the tree takes its turn, so
 * that a tree waiting for a read does not hold up the trees behind it; the turn is the computing alone.
 */
export async function tree(ctx: AnswerContext, request: SubjectRequest, depth: number, generations: number, turn: TreeTurn): Promise<TreeResponse> {
  const subject = await resolve(ctx, request);
  const shape = ctx.pedigree.engine.tree(subject, depth);
  const [treeCards, tests] = await Promise.all([ctx.pedigree.cards.aligned(shape.dogs), geneticTests(ctx)]);
  return turn(async () => {
    const engine = ctx.pedigree.engine;
    const { coi, common } = engine.coiAndCommonAncestors(subject, generations);
    const avk = engine.ancestorLoss(subject, generations);
    // A common ancestor is one of the tree's dogs unless `generations` goes deeper than the tree.
    const inTree = common.ancestors.map((a) => shape.dogs.indexOf(a.id));
    const beyond = common.ancestors.filter((_, j) => inTree[j] < 0).map((a) => a.id);
    const beyondCards = beyond.length === 0 ? [] : await ctx.pedigree.cards.aligned(beyond);
    const commonCard = (j: number) => (inTree[j] >= 0 ? treeCards[inTree[j]] : beyondCards[beyond.indexOf(common.ancestors[j].id)]);
    return answer(ctx, request, depth, shape, treeCards, commonCard, tests, coi, common, avk);
  });
}

/** The answer from the tree's shape, its dogs' cards (`treeCards[k]` of `shape.dogs[k]`) and the engine's figures. */
function answer(
  ctx: AnswerContext, request: SubjectRequest, depth: number, tree: PedigreeTree, treeCards: (DogCard | undefined)[],
  commonCard: (j: number) => DogCard | undefined, tests: Awaited<ReturnType<typeof geneticTests>>,
  coi: CoiReport, common: CommonAncestorsReport, avk: AncestorLoss,
): TreeResponse {
  const engine = ctx.pedigree.engine;
  const visible = (card: DogCard | undefined): DogCard | null => (card && canSee(ctx.viewer, card) ? card : null);

  const dogs: TreeDogs = {
    ids: [], registeredNames: [], birthYears: [], colorIds: [], inbreeding: [], titles: {}, thumbnails: {}, repeats: {}, dna: {},
  };
  const colourOf = new Map(tree.repeated.map((r) => [r.id, r.colour]));
  const used = new Set<string>();
  /** The tree's dogs the caller may not see (or gone since): their slots are marked hidden. */
  const hidden = new Set<number>();
  // Each dog once (the engine lists them in slot order), then the slots: no lookup per slot but the hidden set's.
  for (let k = 0; k < tree.dogs.length; k++) {
    const id = tree.dogs[k];
    const card = visible(treeCards[k]);
    if (card === null) {
      hidden.add(id);
      continue;
    }
    dogs.ids.push(id);
    dogs.registeredNames.push(card.registeredName);
    dogs.birthYears.push(card.birthYear);
    dogs.colorIds.push(card.colorId);
    dogs.inbreeding.push(tree.dogF[k]);
    if (card.titles) dogs.titles[id] = card.titles;
    if (card.thumbnail) dogs.thumbnails[id] = card.thumbnail;
    const colour = colourOf.get(id);
    if (colour !== undefined) dogs.repeats[id] = colour;
    // A dog removed from the pedigree while its card was read has no statuses left to show.
    if (!engine.has(id)) continue;
    let statuses: Record<string, DiseaseStatus> | undefined;
    for (const { test, index } of tests) {
      const status = index.status(id);
      if (status === 'unknown') continue;
      (statuses ??= {})[test.code] = status;
      used.add(test.code);
    }
    if (statuses) dogs.dna[id] = statuses;
  }

  const slots = new Array<number>(tree.ids.length);
  let last = -1;
  for (let i = 0; i < tree.ids.length; i++) {
    const id = tree.ids[i];
    if (id <= 0) {
      slots[i] = 0;
      continue;
    }
    slots[i] = hidden.has(id) ? -1 : id;
    last = i;
  }
  slots.length = last + 1;

  const commonAncestors: CommonAncestorRow[] = common.ancestors.map((a, j) => {
    const card = visible(commonCard(j));
    return {
      id: card ? a.id : null,
      registeredName: card ? card.registeredName : null,
      hidden: card === null,
      sex: commonCard(j)?.sex ?? (engine.sex(a.id) === 'female' ? 'female' : 'male'),
      paths: a.paths,
      sireSide: a.sireSide,
      damSide: a.damSide,
      inbreeding: a.inbreeding,
      contribution: a.contribution,
      repeat: card ? (colourOf.get(a.id) ?? null) : null,
    };
  });
  return {
    subject: subjectOf(request),
    depth,
    slots,
    dogs,
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
