import type { ModerationBreedingQuery, ModerationLitter, ModerationLittersResponse, ModerationMating, ModerationMatingsQuery, ModerationMatingsResponse } from '@bc/shared/contracts';
import { getLitters } from '../api/get-litters';
import { getMatings } from '../api/get-matings';
import { hideLitter } from '../api/hide-litter';
import { hideMating } from '../api/hide-mating';
import { publishLitter } from '../api/publish-litter';
import { publishMating } from '../api/publish-mating';
import { createBreedingQueue } from './create-queue';

/** The matings queue's filters (in the URL; `all` is the page's: /moder/all-matings). */
export type MatingFilters = Pick<ModerationMatingsQuery, 'all' | 'status' | 'matingStatus' | 'flag' | 'sort'>;
export type LitterFilters = Pick<ModerationBreedingQuery, 'all' | 'status' | 'flag' | 'sort'>;

/** /moder/matings and /moder/all-matings. */
export const matings = createBreedingQueue<MatingFilters, ModerationMating, ModerationMatingsResponse>({ fetch: getMatings, hide: hideMating, publish: publishMating });
/** /moder/litters. */
export const litters = createBreedingQueue<LitterFilters, ModerationLitter, ModerationLittersResponse>({ fetch: getLitters, hide: hideLitter, publish: publishLitter });
export type { Announcement, BreedingQueueModel } from './create-queue';
