import { apiFetch } from '@bc/shared';
import type { HealthResponse } from '@bc/shared/contracts';

/** `GET /api/dictionaries/health`: the option sets of every health result (DNA tests, hips, elbows, eyes…). */
export function getHealth(): Promise<HealthResponse> {
  return apiFetch<HealthResponse>('/dictionaries/health');
}
