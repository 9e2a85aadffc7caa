import type {
  AddLitterBody, AddMatingBody, DeleteLitterResponse, LitterInput, LitterWriteResponse, Locale, MatingDetail, MatingInput, StudAnswerBody,
} from '@bc/shared/contracts';
import type { Viewer } from '../../lib/viewer';
import type { ErrorLog } from '../files/detach';
import type { MatingsDeps } from './deps';
import { createPairGenetics } from './genetics';
import { inquiryOperations } from './inquiries';
import { litterPhotos } from './litter-photos';
import { litterReads } from './litter-reads';
import { litterWrites } from './litter-writes';
import { matingReads } from './mating-reads';
import { matingWrites } from './mating-writes';
import { storedCoiOperations } from './stored-coi';

export type MatingsServiceDeps = Omit<MatingsDeps, 'genetics'>;

/** Breeding: matings (the form, the page, the stud owner's answer, publication) and the announcement lists. */
export function createMatingsService(base: MatingsServiceDeps) {
  const genetics = createPairGenetics({ data: base.data, pedigree: base.pedigree, events: base.events, today: () => base.now().toISOString().slice(0, 10) });
  const deps: MatingsDeps = { ...base, genetics };
  const reads = matingReads(deps);
  const writes = matingWrites(deps);
  const litterRead = litterReads(deps);
  const litterWrite = litterWrites(deps);
  const photos = litterPhotos(deps);
  return {
    ...reads,
    genetics,

    /** Records a mating; answers its page as the recorder sees it. */
    async add(body: AddMatingBody, viewer: Viewer, locale?: Locale): Promise<MatingDetail> {
      return reads.detail(await writes.add(body, viewer), viewer, locale);
    },

    async save(id: number, body: MatingInput, viewer: Viewer): Promise<MatingDetail> {
      await writes.save(id, body, viewer);
      return reads.detail(id, viewer);
    },

    setPublish: writes.setPublish,

    /** The stored puppies' COI of the matings and litters a pedigree change of `roots` reaches, written anew (after the change's commit). */
    recomputeStoredCoi: storedCoiOperations(deps),

    async studAnswer(id: number, body: StudAnswerBody, viewer: Viewer): Promise<MatingDetail> {
      await writes.studAnswer(id, body, viewer);
      return reads.detail(id, viewer);
    },

    inquiries: inquiryOperations(deps),

    litters: {
      ...litterRead,
      async add(body: AddLitterBody, viewer: Viewer): Promise<LitterWriteResponse> {
        return { litter: await litterRead.detail(await litterWrite.add(body, viewer), viewer), detached: [] };
      },
      async save(id: number, body: LitterInput, viewer: Viewer): Promise<LitterWriteResponse> {
        const detached = await litterWrite.save(id, body, viewer);
        return { litter: await litterRead.detail(id, viewer), detached };
      },
      /** Deletes the litter; then its photos' uploads and stored files go. */
      async delete(id: number, viewer: Viewer, log: ErrorLog): Promise<DeleteLitterResponse> {
        const { uploadIds, ...answer } = await litterWrite.delete(id, viewer);
        await photos.release(uploadIds, log);
        return answer;
      },
      photos,
      /** Moderators: hide (with a reason) or publish again (moderation calls it with its audit step). */
      setPublish: litterWrite.setPublish,
    },
  };
}
export type MatingsService = ReturnType<typeof createMatingsService>;
