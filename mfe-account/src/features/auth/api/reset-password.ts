import { updatePassword } from '../../../entities/account';
import { withRetryAfter } from '../../../lib/rate-limit';
import type { UpdatePasswordBody } from './types';

/** `POST /api/user/update-password` with the emailed reset token as `id`: sets a new password. */
export const resetPassword = (body: UpdatePasswordBody & { id: string }) => withRetryAfter((options) => updatePassword(body, options));
