import { createLoadModel } from '@bc/shared/load';
import { getSummary } from '../api/get-summary';

/** What waits in each queue. */
export const summary = createLoadModel({ fetch: getSummary });
