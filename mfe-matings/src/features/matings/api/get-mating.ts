import { callApi } from '@bc/shared';
import { matingEndpoints, type Locale } from '@bc/shared/contracts';

/** `GET /api/matings/{id}?locale`: the mating page (dam, sire, statuses, dates, genetics, litter, what I may do). */
export const getMating = (id: number, locale: Locale, signal?: AbortSignal) =>
  callApi(matingEndpoints.detail, { params: { id }, query: { locale } }, { signal });
