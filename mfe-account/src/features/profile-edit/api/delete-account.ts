import { callApi } from '@bc/shared';
import { accountEndpoints, type BodyOf } from '@bc/shared/contracts';

/** `POST /api/user/delete` {password, userId?}: the own account, or (moderators) a member's, confirmed with one's password. */
export const deleteAccount = (body: BodyOf<typeof accountEndpoints.deleteAccount>) => callApi(accountEndpoints.deleteAccount, { body });
