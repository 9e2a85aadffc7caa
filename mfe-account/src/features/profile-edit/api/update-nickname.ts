import { callApi } from '@bc/shared';
import { accountEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/user/update-nickname` {nickname, userId?}: the own nickname, or (moderators) a member's. */
export const updateNickname = (body: BodyOf<typeof accountEndpoints.updateNickname>) => callApi(accountEndpoints.updateNickname, { body });
