import { describeHostile, importCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every imports route (upload, list, preview, start, progress, undo), as
 * helpers/fuzz-hostile.ts describes: never a 5xx, a 400 naming the field for what must be refused, nothing written
 * by a refused request.
 */
await describeHostile('hostile values on the imports routes', importCases);
