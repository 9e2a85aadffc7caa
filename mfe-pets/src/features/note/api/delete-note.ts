import { apiFetch } from '@bc/shared';
import type { OkResponse } from '@bc/shared/contracts';

/** `GET /api/pets/note/delete/{petId}`: deletes my note on the pet. */
export function deleteNote(petId: number): Promise<OkResponse> {
  return apiFetch<OkResponse>(`/pets/note/delete/${petId}`);
}
