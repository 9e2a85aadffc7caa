import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/pets/merge`: the duplicate goes into the survivor (a note is required). */
export const mergePets = (body: BodyOf<typeof moderationEndpoints.mergePets>) => callApi(moderationEndpoints.mergePets, { body });
