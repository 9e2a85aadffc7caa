import { createLoadModel } from '@bc/shared/load';
import { getPrices } from '../api/get-prices';

/** The price list (premium and donation pages); its one query is `'current'`. */
export const prices = createLoadModel({ fetch: (_list: 'current', signal: AbortSignal) => getPrices(signal) });
