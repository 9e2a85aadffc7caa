import { callApi } from '@bc/shared';
import { moderationEndpoints } from '@bc/shared/contracts';

/** `POST /api/moderation/litters/{id}/publish`: publishes a hidden (or draft) litter again. */
export const publishLitter = (id: number) => callApi(moderationEndpoints.publishLitter, { params: { id }, body: {} });
