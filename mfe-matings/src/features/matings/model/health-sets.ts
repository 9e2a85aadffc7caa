import { getHealthSets } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';
import type { HealthResponse } from '@bc/shared/contracts';

/** The names of health results and DNA tests (`/api/dictionaries/health`), loaded once for the parents' cards. */
export const healthSets = createLoadModel<'all', HealthResponse>({ fetch: (_, signal) => getHealthSets({ signal }) });
