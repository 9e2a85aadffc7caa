import { describeHostile, litterCases, matingCases } from '../helpers/fuzz-cases';

/**
 * Hostile values past the schema on every breeding route (the mating form's writes, the mating page, the stud owner's
 * answer, publication, the announcement lists), as helpers/fuzz-hostile.ts describes: never a 5xx, a 400 naming the
 * field for what must be refused, nothing written by a refused request.
 */
await describeHostile('hostile values on the breeding routes', async (app) => [...(await matingCases(app)), ...(await litterCases(app))]);
