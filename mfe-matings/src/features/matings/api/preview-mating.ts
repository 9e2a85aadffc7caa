import { callApi } from '@bc/shared';
import { matingEndpoints, type MatingPreviewQuery } from '@bc/shared/contracts';

/** `GET /api/matings/preview`: the form's live check of a pair (COI, DNA risks, rule warnings, what a save would refuse). */
export const previewMating = (query: MatingPreviewQuery, signal?: AbortSignal) => callApi(matingEndpoints.preview, { query }, { signal });
