import { callApi } from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';

/** `GET /api/user/nickname/{nickname}/show`: what anyone may see of a member (404 when there is none). */
export const getProfile = (nickname: string, signal?: AbortSignal) => callApi(accountEndpoints.showProfile, { params: { nickname } }, { signal });
