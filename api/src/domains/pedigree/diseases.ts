import type { DiseaseAncestor, DiseasesResponse, DiseaseTestReport } from '@bc/shared/contracts';
import type { GenotypeInference } from '../../pedigree';
import { canSee } from '../pets/access';
import type { PedigreePet } from './data/pets';
import { type AnswerContext, geneticTests, resolve, type SubjectRequest, subjectOf, SUMMARY_KEY, testName } from './subject';

/** Per DNA test of the dictionary: the subject, counts over the tree's ancestors, offspring risk, the ancestors. */
export async function diseases(ctx: AnswerContext, request: SubjectRequest, depth: number): Promise<DiseasesResponse> {
  const subject = await resolve(ctx, request);
  const tree = ctx.pedigree.engine.tree(subject, depth);
  const [pets, tests] = await Promise.all([ctx.data.pets(tree.ids), geneticTests(ctx)]);
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

