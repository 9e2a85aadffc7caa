import { createLoadModel } from '@bc/shared/load';
import type { Locale, MatingDetail, MatingPreviewQuery, MatingPreviewResponse } from '@bc/shared/contracts';
import { getMating } from '../api/get-mating';
import { previewMating } from '../api/preview-mating';

/** The mating the edit form starts from. */
export const editedMating = createLoadModel<{ id: number; locale: Locale }, MatingDetail>({
  fetch: ({ id, locale }, signal) => getMating(id, locale, signal),
  subject: ({ id }) => String(id),
});

/**
 * The form's live check of the pair (COI, DNA risks, rule warnings, what a save would refuse): only the latest pair
 * counts, and the last answer stays on screen (dimmed) while the next pair is checked.
 */
export const pairCheck = createLoadModel<MatingPreviewQuery, MatingPreviewResponse>({ fetch: previewMating, subject: () => 'pair' });
