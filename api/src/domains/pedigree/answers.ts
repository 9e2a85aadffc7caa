import { createHash } from 'node:crypto';
import type { Locale } from '@bc/shared/contracts';
import { createLimit } from '../../lib/limit';
import type { Viewer } from '../../lib/viewer';
import type { Data } from '../data';
import { diseases } from './diseases';
import type { PedigreeService } from './service';
import { studRanking, type StudRankingOptions } from './stud-ranking';
import { subjectOf, type SubjectRequest } from './subject';
import { tree } from './tree';

/**
 * Trees built at once; the others wait their turn, each on a later turn of the event loop (lib/limit.ts); what a tree
 * reads from the database it reads before its turn (tree.ts). A
 * ten-generation tree is several milliseconds of the event loop: fifty of them at once would make every other request
 * wait for all fifty (docs/benchmarks.md). One at a time, a request that comes meanwhile waits for one tree at most
 * (GET /api/user beside fifty clients of ten-generation trees, PGlite, p99: 95/70 ms with two, 61/42 with one; the
 * trees 160 -> 118-131 per second).
 */
export const TREES_AT_ONCE = 1;

export interface TreeOptions {
  depth: number;
  generations: number;
  locale?: Locale;
}

/** Who the answer is for, as far as it can differ: visitors see published pets only; a member also their own; moderators all. */
const audience = (viewer: Viewer | null) => (viewer === null ? 'visitor' : viewer.isModerator ? 'moderator' : `member ${viewer.id}`);

/** What the pedigree routes answer, for a caller: trees with COI, DNA-test risk and the stud ranking. */
export function createPedigreeAnswers(pedigree: PedigreeService, data: Data['pedigree'], instanceId: string) {
  const context = (viewer: Viewer | null, locale?: Locale) => ({ pedigree, data, viewer, locale });
  const trees = createLimit(TREES_AT_ONCE, { startLater: true });
  const instance = createHash('sha256').update(instanceId).digest('base64url').slice(0, 8);
  return {
    /** The tree to `depth` generations with pet info, COI, AVK and common ancestors over `generations`. */
    tree: (viewer: Viewer | null, subject: SubjectRequest, options: TreeOptions) =>
      tree(context(viewer, options.locale), subject, options.depth, options.generations, trees),
    /**
     * The strong ETag of the tree `tree()` would answer now: this instance, the version of the data (bumped by every
     * write that can change a tree: service.version), the caller's audience and the request. Equal tags, equal
     * answers; read it before building the answer it labels.
     */
    treeTag: (viewer: Viewer | null, subject: SubjectRequest, options: TreeOptions) => {
      const request = JSON.stringify([audience(viewer), subjectOf(subject), options.depth, options.generations, options.locale ?? null]);
      return `"${instance}.${pedigree.version}.${createHash('sha256').update(request).digest('base64url').slice(0, 16)}"`;
    },
    /** Per DNA test: the subject, counts over the tree's ancestors, offspring risk, the ancestors. */
    diseases: (viewer: Viewer | null, subject: SubjectRequest, options: { depth: number; locale?: Locale }) =>
      diseases(context(viewer, options.locale), subject, options.depth),
    /** Published males for a female, by the COI of their offspring, narrowed by the filters. */
    studRanking: (viewer: Viewer | null, damId: number, options: StudRankingOptions) => studRanking(context(viewer), damId, options),
  };
}
export type PedigreeAnswers = ReturnType<typeof createPedigreeAnswers>;
