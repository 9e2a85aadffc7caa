import { callApi, latestOnly } from '@bc/shared';
import { petEndpoints, type Sex } from '@bc/shared/contracts';

/**
 * `GET /api/pets?q&sex&limit`: dogs of the duplicate's sex by name, registration number or microchip (a moderator sees
 * every status), newest call only — typing aborts the previous request.
 */
export const findSurvivors = latestOnly((signal: AbortSignal, q: string, sex: Sex) =>
  callApi(petEndpoints.search, { query: { q, sex, limit: 8 } }, { signal }),
);
