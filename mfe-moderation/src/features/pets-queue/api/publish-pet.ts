import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/pets/{id}/publish`: publishes a hidden dog again. */
export const publishPet = (id: number) => callApi(moderationEndpoints.publishPet, { params: { id }, body: {} });
