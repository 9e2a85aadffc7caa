import type { HttpError } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import type { Data } from '../data';
import type { PetChange } from './pet-access';
import type { Uploads } from './uploads';

/** Something to log a failure with (the request's logger). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

/** What is detached from a pet: a photo or a document. */
export interface Attached<T> {
  name: 'photo' | 'document';
  /** Deletes the row; answers its upload (undefined when the pet has none such). */
  remove(tx: Data): Promise<{ uploadId: string | null } | undefined>;
  missing(): HttpError;
  /** What the pet has left, answered to the caller. */
  remaining(tx: Data): Promise<T[]>;
}

/**
 * Deletes a photo or document of a pet (as a `change` of it) and answers what remains; then its upload and stored
 * files go unless another row still uses them (a failure there is logged, not answered).
 */
export async function detach<T>(uploads: Uploads, change: PetChange, viewer: Viewer, petId: number, attached: Attached<T>, log: ErrorLog): Promise<T[]> {
  const { uploadId, remaining } = await change(viewer, petId, async (tx) => {
    const removed = await attached.remove(tx);
    if (!removed) throw attached.missing();
    return { uploadId: removed.uploadId, remaining: await attached.remaining(tx) };
  });
  if (uploadId !== null) await releaseLogged(uploads, [uploadId], log, `stored ${attached.name} not removed`);
  return remaining;
}

/** Releases uploads a committed write let go of (Uploads.release); a failure is logged, the write stands. */
export async function releaseLogged(uploads: Uploads, ids: readonly string[], log: ErrorLog, message = 'released upload not removed'): Promise<void> {
  for (const uploadId of ids) await uploads.release(uploadId).catch((error: unknown) => log.error({ err: error, uploadId }, message));
}
