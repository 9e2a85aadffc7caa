import type { CommonAncestorRow, TreePet, TreeResponse, TreeSlot } from '@bc/shared/contracts';
import { canSee } from '../pets/access';
import { type AnswerContext, geneticTests, resolve, type SubjectRequest, subjectOf, testName, treePet } from './subject';

/** The tree to `depth` generations with pet info, COI, AVK and common ancestors over `generations`. */
export async function tree(ctx: AnswerContext, request: SubjectRequest, depth: number, generations: number): Promise<TreeResponse> {
  const subject = await resolve(ctx, request);
  const engine = ctx.pedigree.engine;
  const tree = engine.tree(subject, depth);
  const coi = engine.coi(subject, generations);
  const avk = engine.ancestorLoss(subject, generations);
  const common = engine.commonAncestors(subject, generations);
  const [pets, tests] = await Promise.all([
    ctx.data.pets([...tree.ids, ...common.ancestors.map((a) => a.id)]),
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

