import { callApi, type CallOptions } from '@bc/shared';
import { accountEndpoints, type BodyOf } from '@bc/shared/contracts';

/**
 * `POST /api/user/update-password {password, id, currentPassword?}`: `id` is the emailed reset token (the reset form) or a member's id
 * (signed in: one's own, with `currentPassword`; moderators: anyone's).
 */
export const updatePassword = (body: BodyOf<typeof accountEndpoints.updatePassword>, options?: CallOptions) =>
  callApi(accountEndpoints.updatePassword, { body }, options);
