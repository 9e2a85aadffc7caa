import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, IdParams, Nullable } from '../common';
import { defineRoute } from '../route';
import { petEndpoints } from './endpoints';
import { PetListItem, PetShort } from './pet';
import { PetDocument, PetPhoto } from './pet-files';
import { PetDnaStatus, PetHealthResult } from './pet-health';

export const PetPermissions = Type.Object({
  /** Owner (creator or owner member) or moderator. */
  canEdit: Type.Boolean(),
  /** May hide a pet or restore a hidden one (moderators). */
  canModerate: Type.Boolean(),
});

/** Everything the pet page shows. */
export const PetDetail = Type.Object({
  ...PetListItem.properties,
  microchip: Nullable(Type.String()),
  workingResults: Nullable(Type.String()),
  hiddenReason: Nullable(Type.String()),
  sire: Nullable(PetShort),
  dam: Nullable(PetShort),
  registrations: Type.Array(Type.Object({ registry: Type.String(), number: Type.String() })),
  health: Type.Array(PetHealthResult),
  dna: Type.Array(PetDnaStatus),
  photos: Type.Array(PetPhoto),
  documents: Type.Array(PetDocument),
  likes: Type.Integer({ minimum: 0 }),
  likedByMe: Type.Boolean(),
  myNote: Nullable(Type.String()),
  /** Full-depth inbreeding coefficient (pedigree engine), null while the pet is not in the engine. */
  coi: Nullable(Type.Number()),
  createdBy: Nullable(Id),
  updatedBy: Nullable(Id),
  createdAt: DateTime,
  updatedAt: DateTime,
  /** Counts the pet's changes; a save sends the one it was edited from (PetInput.version). */
  version: Type.Integer({ minimum: 1 }),
  permissions: PetPermissions,
});
export type PetDetail = Static<typeof PetDetail>;

const tags = ['pets'];

export const petDetailRoute = defineRoute({
  ...petEndpoints.detail,
  schema: {
    tags, summary: 'A pet with parents, registrations, health (DNA clear by parentage computed), photos, documents, likes, my note, COI, permissions',
    params: IdParams, response: { 200: PetDetail, ...errors(400, 401, 403, 404) },
  },
});
export const petShortRoute = defineRoute({
  ...petEndpoints.short,
  schema: { tags, summary: 'A pet in short (links, pickers)', params: IdParams, response: { 200: PetShort, ...errors(400, 401, 403, 404) } },
});
