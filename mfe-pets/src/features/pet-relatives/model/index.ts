import { createLoadModel } from '@bc/shared/load';
import { getOffspring } from '../api/get-offspring';
import { getSiblings } from '../api/get-siblings';

/** The siblings tab's answer for one pet: loads when the tab opens (or the pet changes). */
export const siblings = createLoadModel({ fetch: getSiblings });
/** The offspring tab's answer for one pet. */
export const offspring = createLoadModel({ fetch: getOffspring });
