import { callApi } from '@bc/shared';
import { petEndpoints, type BodyOf } from '@bc/shared/contracts';

/**
 * `POST /api/pets/set-publish {id, status, reason?}`: the owner moves a pet between draft and published; a
 * moderator may also hide it (with a reason) or restore it.
 */
export const setPublish = (body: BodyOf<typeof petEndpoints.setPublish>) => callApi(petEndpoints.setPublish, { body });
