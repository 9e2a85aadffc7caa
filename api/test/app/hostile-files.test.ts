import { describeHostile, fileCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every files route (FilePond uploads and chunks, photos, documents and stored
 * files), as helpers/fuzz-hostile.ts describes: from a request each route answers with a 2xx, one to three values
 * anywhere in it become hostile; never a 5xx, a 400 naming the field for what must be refused, nothing written by a
 * refused request.
 */
await describeHostile('hostile values on the files routes', fileCases);
