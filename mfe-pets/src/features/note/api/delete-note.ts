import { callApi } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/note/delete/{petId}`: deletes my note on the pet. */
export const deleteNote = (petId: number) => callApi(petEndpoints.deleteNote, { params: { id: petId } });
