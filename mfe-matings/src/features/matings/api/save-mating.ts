import { callApi } from '@bc/shared';
import { matingEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/matings/{id}/save`: replaces every field of a mating (with the version the editor loaded). */
export const saveMating = (id: number, body: BodyOf<typeof matingEndpoints.save>) => callApi(matingEndpoints.save, { params: { id }, body });
