import { Type, type Static } from '@sinclair/typebox';
import { errors, Id } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { ModerationAction } from './actions';
import { Note } from './decisions';
import { moderationEndpoints } from './endpoints';

const tags = ['moderation'];

export const MergePetsBody = Type.Object(
  {
    /** The record that stays: it takes the duplicate's offspring, litters, matings, photos, documents, results… */
    survivorId: Id,
    /** The record that goes: its id answers with a redirect to the survivor from then on. */
    duplicateId: Id,
    /** Required: a merge is destructive. */
    note: Note,
  },
  strict,
);
export type MergePetsBody = Static<typeof MergePetsBody>;

/** What a merge moved and filled, as its audit entry's `after` tells it (undo reads the same). */
export interface MergedPets {
  survivorId: number;
  duplicateId: number;
  /** The survivor's fields that were empty and were filled from the duplicate. */
  filled: string[];
  /** How many rows of each kind moved to the survivor (offspring, photos, healthResults…). */
  moved: Record<string, number>;
}

/** A merged dog's id answered by a pet route: the redirect's body names the survivor (the Location header is its URL). */
export interface MergedPetRedirect {
  statusCode: 308;
  message: string;
  mergedInto: number;
}

export const mergePetsRoute = defineRoute({
  ...moderationEndpoints.mergePets,
  schema: {
    tags,
    summary:
      'Merge two records of one dog: the duplicate\'s offspring, litters, matings, photos, documents, registrations, results, likes, notes and requests move to the survivor, '
      + 'the survivor\'s empty fields are filled from it, and its id redirects to the survivor (400 for the same dog twice, another sex or a loop; 404 for an unknown id)',
    body: MergePetsBody, response: { 200: ModerationAction, ...errors(400, 401, 403, 404, 409) },
  },
});
