import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, IdParams, OkResponse, Page, PageQuery } from '../common';
import { LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { petEndpoints } from './endpoints';
import { PetListItem } from './pet';

export const PetNote = Type.Object({ petId: Id, note: Type.String(), updatedAt: DateTime });
export type PetNote = Static<typeof PetNote>;
export const PetNoteBody = Type.Object(
  { petId: Id, note: Type.String({ minLength: 1, maxLength: LIMITS.text, pattern: '\\S' }) },
  strict,
);
export type PetNoteBody = Static<typeof PetNoteBody>;
export const MyNotesResponse = Page(Type.Object({ ...PetNote.properties, pet: PetListItem }));
export type MyNotesResponse = Static<typeof MyNotesResponse>;

const tags = ['pets'];

export const myNotesRoute = defineRoute({
  ...petEndpoints.myNotes,
  schema: { tags, summary: 'My private notes on pets, newest first', querystring: PageQuery, response: { 200: MyNotesResponse, ...errors(400, 401, 403) } },
});
export const savePetNoteRoute = defineRoute({
  ...petEndpoints.saveNote,
  schema: { tags, summary: 'Write my private note on a pet (one per pet; replaces the previous)', body: PetNoteBody, response: { 200: PetNote, ...errors(400, 401, 403, 404) } },
});
export const deletePetNoteRoute = defineRoute({
  ...petEndpoints.deleteNote,
  schema: { tags, summary: 'Delete my note on pet {id} (the pet’s id)', params: IdParams, response: { 200: OkResponse, ...errors(400, 401, 403, 404) } },
});
