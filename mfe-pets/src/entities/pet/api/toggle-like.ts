import { callApi } from '@bc/shared';
import { petEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/{id}/like`: toggles my like; answers the new state and the count (the pet page and my likes). */
export const toggleLike = (id: number) => callApi(petEndpoints.like, { params: { id } });
