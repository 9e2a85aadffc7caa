import { apiFetch } from '@bc/shared';
import type { HealthResponse } from '@bc/shared/contracts';

/** `GET /api/dictionaries/health`: the option sets of every health result (names of tests and results). */
export function getHealthSets(): Promise<HealthResponse> {
  return apiFetch<HealthResponse>('/dictionaries/health');
}
