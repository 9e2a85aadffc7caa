import { describeHostile, exportCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every exports route (pedigree, search, member), as helpers/fuzz-hostile.ts
 * describes: never a 5xx, a 400 naming the field for what must be refused, nothing written.
 */
await describeHostile('hostile values on the exports routes', exportCases);
