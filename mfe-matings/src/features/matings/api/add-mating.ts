import { callApi } from '@bc/shared';
import { matingEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/matings/add`: records a mating (the stud owner is asked by email when he is another member). */
export const addMating = (body: BodyOf<typeof matingEndpoints.add>) => callApi(matingEndpoints.add, { body });
