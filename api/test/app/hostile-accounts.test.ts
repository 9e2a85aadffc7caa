import { describeHostile, accountCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every accounts, dictionaries and pedigree route (helpers/fuzz-hostile.ts): from a
 * request each route answers with a 2xx, NUL and control characters, lone surrogates, values at and over each limit,
 * long text where none is declared, extreme numbers, duplicate and prototype keys, in every field at any depth:
 * never a 5xx, a 400 naming the field for what must be refused, nothing written by a refused request.
 */
await describeHostile('hostile values on the accounts, dictionaries and pedigree routes', accountCases);
