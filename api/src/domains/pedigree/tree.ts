import type { CommonAncestorRow, DiseaseStatus, TreeDogs, TreeResponse } from '@bc/shared/contracts';
import { canSee } from '../pets/access';
import type { DogCard } from './dog-cards';
import { type AnswerContext, geneticTests, resolve, type SubjectRequest, subjectOf, testName } from './subject';

/**
 * The tree to `depth` generations with COI, AVK and common ancestors over `generations`, compact: each dog the
 * caller may see once (in `dogs`, as columns), the slots as ids. The dogs come from the cards in memory
 * (service.cards), so a tree costs a database read only for dogs no tree has shown since they last changed.
 */
export async function tree(ctx: AnswerContext, request: SubjectRequest, depth: number, generations: number): Promise<TreeResponse> {
  const subject = await resolve(ctx, request);
  const engine = ctx.pedigree.engine;
  const tree = engine.tree(subject, depth);
  const { coi, common } = engine.coiAndCommonAncestors(subject, generations);
  const avk = engine.ancestorLoss(subject, generations);
  const wanted = Array.from(tree.dogs);
  for (const a of common.ancestors) wanted.push(a.id);
  const [cards, tests] = await Promise.all([ctx.pedigree.cards.get(wanted), geneticTests(ctx)]);
  const visible = (id: number): DogCard | null => {
    const card = cards.get(id);
    return card && canSee(ctx.viewer, card) ? card : null;
  };

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
    const card = visible(id);
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

  const commonAncestors: CommonAncestorRow[] = common.ancestors.map((a) => {
    const card = visible(a.id);
    return {
      id: card ? a.id : null,
      registeredName: card ? card.registeredName : null,
      hidden: card === null,
      sex: cards.get(a.id)?.sex ?? (engine.sex(a.id) === 'female' ? 'female' : 'male'),
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
