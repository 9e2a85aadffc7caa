import { callApi } from '@bc/shared';
import { accountEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/user/update`: saves profile fields (own; a moderator passes `userId`) → the updated member. */
export const updateProfile = (body: BodyOf<typeof accountEndpoints.updateProfile>) => callApi(accountEndpoints.updateProfile, { body });
