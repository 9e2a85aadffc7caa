import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/matings/{id}/publish`: publishes a hidden (or draft) mating again. */
export const publishMating = (id: number) => callApi(moderationEndpoints.publishMating, { params: { id }, body: {} });
