import { imageSizeUrl } from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { Data } from '../data';
import { type ErrorLog, releaseLogged } from './detach';
import type { Uploader, Uploads } from './uploads';

/** A member's avatar: the URL shown (the medium size) and the upload it is. */
export interface Avatar {
  avatar: string | null;
  avatarUploadId: string | null;
}

/** Members' avatars: an image the caller uploaded, never a URL from elsewhere nor another member's file. */
export function createAvatars(uploads: Uploads, log: ErrorLog) {
  return {
    /**
     * The avatar `value` sets (inside the profile's transaction): null removes it, the current one stays, anything
     * else must be a size of an image the caller uploaded (the `url` POST /api/images/add answers); 400 naming
     * `avatar` (`data.code` not_your_upload) otherwise. A ready upload becomes used.
     */
    async choose(tx: Data, caller: Uploader, value: string | null, current: Avatar): Promise<Avatar> {
      if (value === null) return { avatar: null, avatarUploadId: null };
      if (value === current.avatar) return current;
      const upload = await tx.uploads.imageOf(caller.id, imageSizeUrl(value, 'large'));
      if (!upload?.url) {
        throw new HttpError(400, 'body/avatar must be an image you uploaded (the url POST /api/images/add answers)', { field: 'avatar', code: 'not_your_upload' });
      }
      await tx.uploads.markUsedIfReady(upload.id);
      return { avatar: imageSizeUrl(upload.url, 'medium'), avatarUploadId: upload.id };
    },

    /** Once the change is committed: the upload an avatar no longer shows goes, unless another row uses it. */
    async replaced(before: Avatar, after: Avatar): Promise<void> {
      if (before.avatarUploadId !== null && before.avatarUploadId !== after.avatarUploadId) {
        await releaseLogged(uploads, [before.avatarUploadId], log, 'former avatar not removed');
      }
    },
  };
}
export type Avatars = ReturnType<typeof createAvatars>;
