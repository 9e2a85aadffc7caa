import { Type, type Static } from '@sinclair/typebox';
import { errors, LocalizedName } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { dictionaryEndpoints } from './endpoints';

/** Moderators add DNA tests (their results are N/N, N/M, M/M; `/api/dictionaries/health` lists them). */

export const AddDnaTestBody = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,29}$', description: 'Test code, e.g. `pra-prcd`' }),
    name: LocalizedName,
    genes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }), { maxItems: 10 })),
  },
  strict,
);
export type AddDnaTestBody = Static<typeof AddDnaTestBody>;
export const DnaTestItem = Type.Object({ id: Type.String(), name: LocalizedName, genes: Type.Array(Type.String()) });

export const addDnaTestRoute = defineRoute({
  ...dictionaryEndpoints.addDnaTest,
  schema: {
    tags: ['dictionaries'], summary: 'Moderators: add a DNA test (results N/N, N/M, M/M)',
    body: AddDnaTestBody, response: { 201: DnaTestItem, ...errors(400, 401, 403, 409) },
  },
});
