import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, IdParams, Nullable } from '../common';
import { PetPhoto } from '../pets/pet-files';
import { defineRoute } from '../route';
import { fileEndpoints } from './endpoints';
import { IMAGE_SIZES, type ImageSizeName } from './upload-protocol';
import { UploadId } from './upload-id';

/** The stored sizes of an image; `url` fields point at /api/files/… or the S3 public URL. */
export const ImageSizes = Type.Object({ small: Type.String(), medium: Type.String(), large: Type.String() });
export type ImageSizes = Static<typeof ImageSizes>;

/** `…/<id>/1280.webp` → `…/<id>/160.webp`; URLs of another shape are answered unchanged. */
export function imageSizeUrl(url: string, size: ImageSizeName): string {
  return url.replace(/\/(\d{2,4})\.webp$/, `/${IMAGE_SIZES[size]}.webp`);
}
export const imageSizes = (url: string): ImageSizes => ({
  small: imageSizeUrl(url, 'small'), medium: imageSizeUrl(url, 'medium'), large: imageSizeUrl(url, 'large'),
});

export const PetPhotoList = Type.Object({ items: Type.Array(PetPhoto) });
export type PetPhotoList = Static<typeof PetPhotoList>;

export const AddImageBody = Type.Object(
  {
    kind: Type.Optional(Type.Union([Type.Literal('pet'), Type.Literal('avatar')], { description: 'Default: pet when petId is given' })),
    petId: Type.Optional(Id),
    uploadId: Type.Optional(UploadId),
  },
  {
    additionalProperties: false,
    description:
      'JSON `{ petId, uploadId }` attaches an uploaded photo to a pet (owner or moderator); `{ kind: "avatar", uploadId }` ' +
      'keeps an upload as an avatar. Or multipart/form-data: `file` plus `kind` (avatar|pet) and `petId` for pet photos.',
  },
);
export type AddImageBody = Static<typeof AddImageBody>;

/** A stored image: a pet photo (`id` is the photo's id) or an avatar (`id` null; `url` is the medium size). */
export const AddedImage = Type.Object({
  id: Nullable(Id),
  uploadId: UploadId,
  petId: Nullable(Id),
  url: Type.String(),
  sizes: ImageSizes,
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  position: Nullable(Type.Integer()),
  isMain: Type.Boolean(),
});
export type AddedImage = Static<typeof AddedImage>;

export const OrderImagesBody = Type.Object(
  { petId: Id, ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true, description: 'Every photo of the pet, in the new order' }) },
  { additionalProperties: false },
);
export type OrderImagesBody = Static<typeof OrderImagesBody>;

export const MainImageBody = Type.Object({ petId: Id, id: Id }, { additionalProperties: false });
export type MainImageBody = Static<typeof MainImageBody>;

export const RandomImagesQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })) },
  { additionalProperties: false },
);
export type RandomImagesQuery = Static<typeof RandomImagesQuery>;

export const RandomImage = Type.Object({
  id: Id,
  petId: Id,
  url: Type.String(),
  sizes: ImageSizes,
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
});
export type RandomImage = Static<typeof RandomImage>;

const PetPhotoParams = Type.Object({ id: Id, photoId: Id }, { additionalProperties: false });

export const addImageRoute = defineRoute({
  ...fileEndpoints.addImage,
  schema: {
    tags: ['images'], summary: 'Attach an uploaded photo to a pet, or store an avatar (JSON or multipart)',
    consumes: ['application/json', 'multipart/form-data'], body: AddImageBody, response: { 200: AddedImage, ...errors(400, 401, 403, 404, 409, 429) },
  },
});

export const orderImagesRoute = defineRoute({
  ...fileEndpoints.orderImages,
  schema: { tags: ['images'], summary: "Reorder a pet's photos", body: OrderImagesBody, response: { 200: PetPhotoList, ...errors(400, 401, 403, 404) } },
});

export const mainImageRoute = defineRoute({
  ...fileEndpoints.mainImage,
  schema: { tags: ['images'], summary: "Make a photo the pet's main photo", body: MainImageBody, response: { 200: PetPhotoList, ...errors(400, 401, 403, 404) } },
});

export const deleteImageRoute = defineRoute({
  ...fileEndpoints.deleteImage,
  schema: {
    tags: ['images'], summary: 'Delete photo `photoId` of pet `id` (owner or moderator); the next photo becomes main',
    params: PetPhotoParams, response: { 200: PetPhotoList, ...errors(400, 401, 403, 404) },
  },
});

export const petImagesRoute = defineRoute({
  ...fileEndpoints.petImages,
  schema: { tags: ['images'], summary: "A pet's photos in order (drafts: owner and moderators only)", params: IdParams, response: { 200: PetPhotoList, ...errors(400, 401, 404) } },
});

export const randomImagesRoute = defineRoute({
  ...fileEndpoints.randomImages,
  schema: { tags: ['images'], summary: "A random sample of published pets' photos (one per pet)", querystring: RandomImagesQuery, response: { 200: Type.Object({ items: Type.Array(RandomImage) }), ...errors(400) } },
});

