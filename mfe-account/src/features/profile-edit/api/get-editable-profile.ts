import { callApi } from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';

/** `GET /api/user/nickname/{nickname}/edit`: the editable fields (the owner, or a moderator). */
export const getEditableProfile = (nickname: string) => callApi(accountEndpoints.editProfile, { params: { nickname } });
