import { createEffect, createStore } from 'effector';
import type { ApiError } from '@bc/shared';
import type { AttachmentRequestItem } from '@bc/shared/contracts';
import { createLoadModel } from '@bc/shared/load';
import { approveCorrection } from '../api/approve-correction';
import { getCorrection } from '../api/get-correction';

/** The correction request shown above the dog's editor (`/pets/edit/{id}?correction={requestId}`). */
export const correction = createLoadModel({ fetch: (id: number, signal: AbortSignal) => getCorrection(id, signal) });

/** The moderator marks the request approved once the dog is corrected. */
export const approveFx = createEffect<number, AttachmentRequestItem, ApiError>(approveCorrection);
export const $approving = approveFx.pending;
export const $approveError = createStore<ApiError | null>(null).on(approveFx.failData, (_, error) => error).reset(approveFx, correction.opened);

/** The request as last known: loaded, then as approved. */
export const $request = createStore<AttachmentRequestItem | null>(null)
  .on(correction.loaded, (_, { data }) => data)
  .on(approveFx.doneData, (_, request) => request)
  .reset(correction.opened);
