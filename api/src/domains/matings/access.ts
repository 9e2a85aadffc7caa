import type { Viewer } from '../../lib/viewer';
import { isPublic, type StudAnswer } from '../../breeding';

/**
 * Who may see and change a mating or a litter. The recorder is the member who created it; a mating's stud owner is
 * the member who owns its sire when that is someone else. Everything else is checked on the server with these.
 */
interface MatingAccess {
  createdBy: number | null;
  studOwnerId: number | null;
  publishStatus: string;
  studAnswer: StudAnswer;
}
interface LitterAccess {
  createdBy: number | null;
  breederUserId: number | null;
  publishStatus: string;
}

const isModerator = (viewer: Viewer | null) => viewer?.isModerator === true;
export const isRecorder = (viewer: Viewer | null, row: { createdBy: number | null }) => viewer !== null && row.createdBy === viewer.id;
export const isStudOwner = (viewer: Viewer | null, row: { studOwnerId: number | null }) => viewer !== null && row.studOwnerId === viewer.id;

/** Published and not declined: everyone; drafts, hidden and declined ones: the recorder, the stud owner, moderators. */
export const canSeeMating = (viewer: Viewer | null, row: MatingAccess) =>
  isPublic(row) || isRecorder(viewer, row) || isStudOwner(viewer, row) || isModerator(viewer);

/** The recorder and moderators edit a mating (the stud owner only answers). */
export const canEditMating = (viewer: Viewer | null, row: MatingAccess) => isRecorder(viewer, row) || isModerator(viewer);

/** Published litters: everyone; others: the recorder, the member named as breeder, moderators. */
export const canSeeLitter = (viewer: Viewer | null, row: LitterAccess) =>
  row.publishStatus === 'published' || isRecorder(viewer, row) || (viewer !== null && row.breederUserId === viewer.id) || isModerator(viewer);

/** The recorder, the member named as breeder and moderators change a litter's photos. */
export const canChangeLitterPhotos = (viewer: Viewer | null, row: LitterAccess) =>
  isRecorder(viewer, row) || (viewer !== null && row.breederUserId === viewer.id) || isModerator(viewer);

/** The recorder and moderators edit and delete a litter. */
export const canEditLitter = (viewer: Viewer | null, row: LitterAccess) => isRecorder(viewer, row) || isModerator(viewer);
