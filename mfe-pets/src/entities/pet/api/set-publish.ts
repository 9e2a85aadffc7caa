import { apiFetch } from '@bc/shared';
import type { SetPublishBody, SetPublishResponse } from '@bc/shared/contracts';

/**
 * `POST /api/pets/set-publish {id, status, reason?}`: the owner moves a pet between draft and published; a
 * moderator may also hide it (with a reason) or restore it.
 */
export function setPublish(body: SetPublishBody): Promise<SetPublishResponse> {
  return apiFetch<SetPublishResponse>('/pets/set-publish', { method: 'POST', body });
}
