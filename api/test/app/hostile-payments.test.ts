import { describeHostile, paymentCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every payments route (premium, donations, the webhook, the sandbox's checkout),
 * as helpers/fuzz-hostile.ts describes: never a 5xx, a 400 naming the field for what must be refused, nothing written
 * by a refused request. A webhook whose bytes were changed after signing is a 401.
 */
await describeHostile('hostile values on the payments routes', paymentCases);
