import { createEffect, createEvent, createStore } from 'effector';
import type { ApiError } from '@bc/shared';
import type { AddAttachmentRequestBody, AnswerOf, petEndpoints } from '@bc/shared/contracts';
import { addAttachmentRequest } from '../api/add-attachment-request';

export const attachmentModalOpened = createEvent<void>();

export const sendAttachmentFx = createEffect<AddAttachmentRequestBody, AnswerOf<typeof petEndpoints.addAttachmentRequest>, ApiError>(
  addAttachmentRequest,
);

export const $attachmentError = createStore<ApiError | null>(null)
  .on(sendAttachmentFx.failData, (_, error) => error)
  .reset([attachmentModalOpened, sendAttachmentFx]);
export const $attachmentPending = sendAttachmentFx.pending;
