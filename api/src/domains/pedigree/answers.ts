import type { Locale } from '@bc/shared/contracts';
import type { Viewer } from '../../lib/viewer';
import type { Data } from '../data';
import { diseases } from './diseases';
import type { PedigreeService } from './service';
import { studRanking, type StudRankingOptions } from './stud-ranking';
import type { SubjectRequest } from './subject';
import { tree } from './tree';

/** What the pedigree routes answer, for a caller: trees with COI, DNA-test risk and the stud ranking. */
export function createPedigreeAnswers(pedigree: PedigreeService, data: Data['pedigree']) {
  const context = (viewer: Viewer | null, locale?: Locale) => ({ pedigree, data, viewer, locale });
  return {
    /** The tree to `depth` generations with pet info, COI, AVK and common ancestors over `generations`. */
    tree: (viewer: Viewer | null, subject: SubjectRequest, options: { depth: number; generations: number; locale?: Locale }) =>
      tree(context(viewer, options.locale), subject, options.depth, options.generations),
    /** Per DNA test: the subject, counts over the tree's ancestors, offspring risk, the ancestors. */
    diseases: (viewer: Viewer | null, subject: SubjectRequest, options: { depth: number; locale?: Locale }) =>
      diseases(context(viewer, options.locale), subject, options.depth),
    /** Published males for a female, by the COI of their offspring, narrowed by the filters. */
    studRanking: (viewer: Viewer | null, damId: number, options: StudRankingOptions) => studRanking(context(viewer), damId, options),
  };
}
export type PedigreeAnswers = ReturnType<typeof createPedigreeAnswers>;
