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
  /** Deletes the row; answers it (undefined when the pet has none such). */
  remove(tx: Data): Promise<{ url: string } | undefined>;
  missing(): HttpError;
  /** What the pet has left, answered to the caller. */
  remaining(tx: Data): Promise<T[]>;
}

/**
 * Deletes a photo or document of a pet (as a `change` of it) and answers what remains; then the stored files go
 * unless something else still shows them (a failure there is logged, not answered).
 */
export async function detach<T>(uploads: Uploads, change: PetChange, viewer: Viewer, petId: number, attached: Attached<T>, log: ErrorLog): Promise<T[]> {
  const { url, remaining } = await change(viewer, petId, async (tx) => {
    const removed = await attached.remove(tx);
    if (!removed) throw attached.missing();
    return { url: removed.url, remaining: await attached.remaining(tx) };
  });
  await uploads.discardByUrl(url).catch((error: unknown) => log.error({ err: error, url }, `stored ${attached.name} not removed`));
  return remaining;
}
