import { apiFetch } from '@bc/shared';
import type { PetNote, PetNoteBody } from '@bc/shared/contracts';

/** `POST /api/pets/note {petId, note}`: writes my private note on a pet (replaces the previous one). */
export function saveNote(body: PetNoteBody): Promise<PetNote> {
  return apiFetch<PetNote>('/pets/note', { method: 'POST', body });
}
