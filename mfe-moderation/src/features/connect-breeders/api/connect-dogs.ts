import { callApi } from '@bc/shared';
import { type BodyOf, moderationEndpoints } from '@bc/shared/contracts';

export type Connection = BodyOf<typeof moderationEndpoints.connect>;

/** `POST /api/moderation/connect-breeders`: the dogs' breeder or owner named after the member's kennel becomes the member (all or none). */
export const connectDogs = (body: Connection) => callApi(moderationEndpoints.connect, { body });
