import { apiFetch } from '@bc/shared';
import type { AddAttachmentRequestBody } from '@bc/shared/contracts';

/** `POST /api/pets/add-attachment-request {petId, info, type, locale, documentId?}` → 201 `{ id }`. */
export function addAttachmentRequest(body: AddAttachmentRequestBody): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/pets/add-attachment-request', { method: 'POST', body });
}
