import type { LitterPhoto } from '@bc/shared/contracts';
import { MATING_LIMITS } from '@bc/shared/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import type { Data } from '../data';
import { type ErrorLog, releaseLogged } from '../files/detach';
import type { ReceivedFile } from '../files/uploads';
import { canChangeLitterPhotos, canSeeLitter } from './access';
import type { MatingsDeps } from './deps';

/**
 * A litter's photos: attach an upload (the caller's, from FilePond's `/api/uploads/images`), reorder, choose the main
 * one, delete. Pets' photos work the same way (files/photos.ts); the litter's recorder, the member named as breeder
 * and moderators change them, with the litter's row locked for the change.
 */
export function litterPhotos(deps: MatingsDeps) {
  const { data, uploads } = deps;

  /** The litter, when the viewer may change its photos (404 when they may not see it, 403 otherwise). */
  async function editable(tx: Data, viewer: Viewer, litterId: number, lock: boolean) {
    const litter = lock ? await tx.litters.lockById(litterId) : await tx.litters.byId(litterId);
    if (!litter || !canSeeLitter(viewer, litter)) throw notFound('Litter not found', 'id');
    if (!canChangeLitterPhotos(viewer, litter)) {
      throw forbidden("Only the litter's breeder, the member who recorded it or a moderator may change its photos", 'not_breeder');
    }
    return litter;
  }

  const change = <T>(viewer: Viewer, litterId: number, work: (tx: Data) => Promise<T>): Promise<T> =>
    data.transaction(async (tx) => {
      await editable(tx, viewer, litterId, true);
      return work(tx);
    });

  return {
    /** The photos of a litter the viewer may see (checked by the caller). */
    list: (litterId: number): Promise<LitterPhoto[]> => data.litterPhotos.list(litterId),

    /** Attaches the caller's finished upload (or a file sent with the request) as the litter's last photo (the first becomes main). */
    async add(viewer: Viewer, litterId: number, image: { uploadId: string } | { file: ReceivedFile }): Promise<LitterPhoto[]> {
      if ('file' in image) await editable(data, viewer, litterId, false); // before any work on the file
      const uploadId = 'file' in image ? (await uploads.storeFile(viewer, 'image', image.file, 'ready')).id : image.uploadId;
      return change(viewer, litterId, async (tx) => {
        const current = await tx.litterPhotos.list(litterId);
        if (current.length >= MATING_LIMITS.photos) throw conflict(`Litter ${litterId} has ${current.length} photos, the most it may have`, 'uploadId');
        const row = await uploads.use(tx, viewer, uploadId, 'image');
        await tx.litterPhotos.insert(litterId, { uploadId: row.id, url: row.url!, width: row.width, height: row.height, createdBy: viewer.id });
        return tx.litterPhotos.list(litterId);
      });
    },

    /** Puts the litter's photos in the order of `ids`, which must name each of them once. */
    order: (viewer: Viewer, litterId: number, ids: number[]): Promise<LitterPhoto[]> =>
      change(viewer, litterId, async (tx) => {
        const current = (await tx.litterPhotos.list(litterId)).map((p) => p.id);
        const foreign = ids.filter((id) => !current.includes(id));
        if (foreign.length > 0) throw badRequest(`body/ids: photo ${foreign[0]} is not a photo of litter ${litterId}`, 'ids');
        const missing = current.filter((id) => !ids.includes(id));
        if (missing.length > 0) throw badRequest(`body/ids must list every photo of the litter (missing ${missing.join(', ')})`, 'ids');
        await tx.litterPhotos.order(litterId, ids);
        return tx.litterPhotos.list(litterId);
      }),

    setMain: (viewer: Viewer, litterId: number, photoId: number): Promise<LitterPhoto[]> =>
      change(viewer, litterId, async (tx) => {
        if (!(await tx.litterPhotos.setMain(litterId, photoId))) throw notFound(`Litter ${litterId} has no photo ${photoId}`, 'id');
        return tx.litterPhotos.list(litterId);
      }),

    /** Deletes a photo; after the commit its upload and stored files go (a failure there is logged, the delete stands). */
    async delete(viewer: Viewer, litterId: number, photoId: number, log: ErrorLog): Promise<LitterPhoto[]> {
      const { uploadId, remaining } = await change(viewer, litterId, async (tx) => {
        const removed = await tx.litterPhotos.delete(litterId, photoId);
        if (!removed) throw notFound(`Litter ${litterId} has no photo ${photoId}`, 'photoId');
        return { uploadId: removed.uploadId, remaining: await tx.litterPhotos.list(litterId) };
      });
      await releaseLogged(uploads, [uploadId], log, 'stored litter photo not removed');
      return remaining;
    },

    /** After a litter's delete (committed): its photos' uploads and files go. */
    release: (uploadIds: string[], log: ErrorLog) => releaseLogged(uploads, uploadIds, log, 'stored litter photo not removed'),
  };
}
