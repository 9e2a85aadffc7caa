import { describeHostile, petCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every pets route (search, pages, writes, notes, likes, attachment requests,
 * autocomplete and DNA tests), as helpers/fuzz-hostile.ts describes: from a request each route answers with a 2xx,
 * one to three values anywhere in it become hostile; never a 5xx, a 400 naming the field for what must be refused,
 * nothing written by a refused request.
 */
await describeHostile('hostile values on the pets routes', petCases);
