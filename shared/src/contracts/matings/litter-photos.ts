import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, IdParams } from '../common';
import { strict } from '../schema';
import { defineRoute } from '../route';
import { UploadId } from '../files/upload-id';
import { MATING_LIMITS } from '../limits';
import { PetPhoto } from '../pets/pet-files';
import { litterEndpoints } from './endpoints';

/**
 * A litter's photos, shaped like a pet's (`url` is the large WebP size; `imageSizes(url)` gives the others). They are
 * changed by the litter's recorder, the member named as its breeder and moderators; everyone who sees the litter sees
 * them. Uploads go through FilePond's endpoint (`/api/uploads/images`) first, then are attached here by `uploadId`.
 */
export const LitterPhoto = PetPhoto;
export type LitterPhoto = Static<typeof LitterPhoto>;
export const LitterPhotoList = Type.Object({ items: Type.Array(LitterPhoto) });
export type LitterPhotoList = Static<typeof LitterPhotoList>;

const tags = ['litters'];

export const AddLitterPhotoBody = Type.Object(
  { uploadId: Type.Optional(UploadId) },
  {
    additionalProperties: false,
    description: 'JSON `{ uploadId }` attaches a FilePond upload (`/api/uploads/images`); or multipart/form-data with the image as `file`.',
  },
);
export type AddLitterPhotoBody = Static<typeof AddLitterPhotoBody>;
export const OrderLitterPhotosBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: MATING_LIMITS.photos, uniqueItems: true, description: 'Every photo of the litter, in the new order' }) },
  strict,
);
export type OrderLitterPhotosBody = Static<typeof OrderLitterPhotosBody>;
export const MainLitterPhotoBody = Type.Object({ id: Id }, strict);
export type MainLitterPhotoBody = Static<typeof MainLitterPhotoBody>;

export const addLitterPhotoRoute = defineRoute({
  ...litterEndpoints.addPhoto,
  schema: {
    tags, summary: `Attach an uploaded image as the litter's last photo (the first becomes main; at most ${MATING_LIMITS.photos})`,
    consumes: ['application/json', 'multipart/form-data'], params: IdParams, body: AddLitterPhotoBody, response: { 200: LitterPhotoList, ...errors(400, 401, 403, 404, 409, 429) },
  },
});
export const orderLitterPhotosRoute = defineRoute({
  ...litterEndpoints.orderPhotos,
  schema: { tags, summary: "Reorder a litter's photos", params: IdParams, body: OrderLitterPhotosBody, response: { 200: LitterPhotoList, ...errors(400, 401, 403, 404) } },
});
export const mainLitterPhotoRoute = defineRoute({
  ...litterEndpoints.mainPhoto,
  schema: { tags, summary: "Make a photo the litter's main photo", params: IdParams, body: MainLitterPhotoBody, response: { 200: LitterPhotoList, ...errors(400, 401, 403, 404) } },
});
export const deleteLitterPhotoRoute = defineRoute({
  ...litterEndpoints.deletePhoto,
  schema: {
    tags, summary: 'Delete photo `photoId` of litter `id` with its stored files; the next photo becomes main',
    params: Type.Object({ id: Id, photoId: Id }, strict), response: { 200: LitterPhotoList, ...errors(400, 401, 403, 404) },
  },
});
