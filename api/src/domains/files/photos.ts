import { type AddedImage, imageSizes, imageSizeUrl, type PetPhoto } from '@bc/shared/contracts';
import { badRequest, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import { detach, type ErrorLog } from './detach';
import { editablePet, petChange, visiblePet } from './pet-access';
import type { ReceivedFile, Uploader, Uploads } from './uploads';

/** What an image added through POST /api/images/add is: a pet photo or an avatar, from an upload or a file. */
export type NewImage = ({ kind: 'pet'; petId: number } | { kind: 'avatar' }) & ({ uploadId: string } | { file: ReceivedFile });

/** Pets' photos (attach, order, main, delete, list), avatars and the home page's random photos. */
export function createPhotos(data: DataAccess, uploads: Uploads, events: Events) {
  const change = petChange(data, (petId) => events.emit('photosChanged', { petId }));

  return {
    async list(viewer: Viewer | null, petId: number): Promise<PetPhoto[]> {
      const pet = await visiblePet(data, viewer, petId);
      return data.photos.list(pet.id);
    },

    random: (limit: number) => data.photos.random(limit),

    /** Attaches an upload (or a file sent with the request) as a pet's last photo (the first becomes main), or as an avatar. */
    async add(user: Uploader, image: NewImage): Promise<AddedImage> {
      if (image.kind === 'pet') await editablePet(data, user, image.petId); // before any work on the file
      const id = 'file' in image ? (await uploads.storeFile(user, 'image', image.file, 'ready')).id : image.uploadId;
      if (image.kind === 'avatar') {
        const row = await data.transaction((tx) => uploads.use(tx, user, id, 'image'));
        const url = row.url!;
        return {
          id: null, uploadId: row.id, petId: null, url: imageSizeUrl(url, 'medium'), sizes: imageSizes(url),
          width: row.width, height: row.height, position: null, isMain: false,
        };
      }
      const { petId } = image;
      return change(user, petId, async (tx) => {
        const row = await uploads.use(tx, user, id, 'image');
        const photo = await tx.photos.insert(petId, { uploadId: row.id, url: row.url!, width: row.width, height: row.height, createdBy: user.id });
        return {
          id: photo.id, uploadId: row.id, petId, url: photo.url, sizes: imageSizes(photo.url),
          width: photo.width, height: photo.height, position: photo.position, isMain: photo.isMain,
        };
      });
    },

    /** Puts the pet's photos in the order of `ids`, which must name each of them once. */
    order: (viewer: Viewer, petId: number, ids: number[]): Promise<PetPhoto[]> =>
      change(viewer, petId, async (tx) => {
        const current = (await tx.photos.list(petId)).map((p) => p.id);
        const wanted = new Set(ids);
        const missing = current.filter((id) => !wanted.has(id));
        const foreign = ids.filter((id) => !current.includes(id));
        if (foreign.length > 0) throw badRequest(`body/ids: photo ${foreign[0]} is not a photo of pet ${petId}`, 'ids');
        if (missing.length > 0) throw badRequest(`body/ids must list every photo of the pet (missing ${missing.join(', ')})`, 'ids');
        await tx.photos.order(petId, ids);
        return tx.photos.list(petId);
      }),

    /** Makes `photoId` the pet's one main photo. */
    setMain: (viewer: Viewer, petId: number, photoId: number): Promise<PetPhoto[]> =>
      change(viewer, petId, async (tx) => {
        if (!(await tx.photos.setMain(petId, photoId))) throw notFound(`Pet ${petId} has no photo ${photoId}`, 'id');
        return tx.photos.list(petId);
      }),

    /** Deletes a photo, then its upload and stored files unless another row uses them; the next photo may become main. */
    delete: (viewer: Viewer, petId: number, photoId: number, log: ErrorLog): Promise<PetPhoto[]> =>
      detach(uploads, change, viewer, petId, {
        name: 'photo',
        remove: (tx) => tx.photos.delete(petId, photoId),
        missing: () => notFound(`Pet ${petId} has no photo ${photoId}`, 'photoId'),
        remaining: (tx) => tx.photos.list(petId),
      }, log),
  };
}
export type Photos = ReturnType<typeof createPhotos>;
