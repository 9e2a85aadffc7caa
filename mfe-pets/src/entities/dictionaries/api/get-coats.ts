import { apiFetch } from '@bc/shared';
import type { CoatsResponse } from '@bc/shared/contracts';

/** `GET /api/dictionaries/coats`: coat types with names in every language. */
export function getCoats(): Promise<CoatsResponse> {
  return apiFetch<CoatsResponse>('/dictionaries/coats');
}
