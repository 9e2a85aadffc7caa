import { callApi } from '@bc/shared';
import { petEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/pets/note {petId, note}`: writes my private note on a pet (replaces the previous one). */
export const saveNote = (body: BodyOf<typeof petEndpoints.saveNote>) => callApi(petEndpoints.saveNote, { body });
