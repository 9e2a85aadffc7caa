import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, IdParams, Nullable } from '../common';
import { MODERATION_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { ModerationAction } from './actions';
import { moderationEndpoints } from './endpoints';
import { MODERATION_REASON_KEYS } from './reasons';

const tags = ['moderation'];

/** A reason template's key (the member reads its text in their language). */
export const ReasonKey = Type.Union(MODERATION_REASON_KEYS.map((key) => Type.Literal(key)));
/** The moderator's own words beside the reason (told to the member with it). */
export const Note = Type.String({ minLength: 1, maxLength: MODERATION_LIMITS.note, pattern: '\\S' });

export const BanBody = Type.Object(
  {
    reason: ReasonKey,
    /** Required: a ban is destructive. */
    note: Note,
    /** When the ban ends by itself (in the future); null or left out: until a moderator lifts it. */
    until: Type.Optional(Nullable(DateTime)),
  },
  strict,
);
export type BanBody = Static<typeof BanBody>;

export const NoteBody = Type.Object({ note: Type.Optional(Note) }, strict);
export type NoteBody = Static<typeof NoteBody>;

export const SetModeratorBody = Type.Object({ isModerator: Type.Boolean(), note: Type.Optional(Note) }, strict);
export type SetModeratorBody = Static<typeof SetModeratorBody>;

export const HidePetBody = Type.Object({ reason: ReasonKey, note: Type.Optional(Note) }, strict);
export type HidePetBody = Static<typeof HidePetBody>;

/** Deleting a dog without offspring: a reason, and a note (required: a deletion cannot be undone). */
export const DeletePetBody = Type.Object({ reason: ReasonKey, note: Note }, strict);
export type DeletePetBody = Static<typeof DeletePetBody>;

const decision = <B extends typeof BanBody | typeof NoteBody | typeof SetModeratorBody | typeof HidePetBody | typeof DeletePetBody>(body: B) => ({
  params: IdParams, body, response: { 200: ModerationAction, ...errors(400, 401, 403, 404, 409) },
});

export const banUserRoute = defineRoute({
  ...moderationEndpoints.ban,
  schema: {
    tags, summary: 'Ban a member with a reason and a note, until a date or until lifted: their sessions end at once and every call answers 403',
    ...decision(BanBody),
  },
});
export const unbanUserRoute = defineRoute({
  ...moderationEndpoints.unban,
  schema: { tags, summary: 'Lift a member\'s ban (409 when not banned)', ...decision(NoteBody) },
});
export const setModeratorRoute = defineRoute({
  ...moderationEndpoints.setModerator,
  schema: { tags, summary: 'Grant or revoke a member\'s moderator role (409 when it is so already)', ...decision(SetModeratorBody) },
});
export const hidePetRoute = defineRoute({
  ...moderationEndpoints.hidePet,
  schema: { tags, summary: 'Hide a dog with a reason: only its owners and moderators see it (409 when hidden already)', ...decision(HidePetBody) },
});
export const deletePetRoute = defineRoute({
  ...moderationEndpoints.deletePet,
  schema: {
    tags,
    summary: 'Delete a dog without offspring, with its photos, documents and results; cannot be undone',
    description: 'Refused with 409 (`code` has_offspring, has_breeding or has_reports, the count in the message) while the dog is a parent of a dog, '
      + 'a mating or a litter, or has a bought report: merge it into another record instead. The owner is told by email.',
    ...decision(DeletePetBody),
  },
});
export const publishPetRoute = defineRoute({
  ...moderationEndpoints.publishPet,
  schema: { tags, summary: 'Publish a dog again (409 when published already)', ...decision(NoteBody) },
});
