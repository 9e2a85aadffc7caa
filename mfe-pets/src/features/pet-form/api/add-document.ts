import { apiFetch } from '@bc/shared';
import type { DOCUMENT_KINDS, PetDocument } from '@bc/shared/contracts';

/**
 * `POST /api/docs/add {petId, uploadId, kind?, title?}`: attaches an uploaded document to a pet.
 * TODO(contracts): AddDocumentBody lives in contracts/files.ts, not exported from `@bc/shared/contracts` yet.
 */
export interface AddDocumentBody {
  petId: number;
  uploadId: string;
  kind?: (typeof DOCUMENT_KINDS)[number];
  title?: string;
}

export function addDocument(body: AddDocumentBody): Promise<PetDocument> {
  return apiFetch<PetDocument>('/docs/add', { method: 'POST', body });
}
