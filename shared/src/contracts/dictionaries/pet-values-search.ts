import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, Nullable } from '../common';
import { LIMITS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX } from '../limits';
import { SexSchema } from '../pets/pet';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { dictionaryEndpoints } from './endpoints';

/** Autocomplete and pickers: values and names of published pets (`/api/dictionaries/search/…`, `/full-names`). */

/** Fields `/api/dictionaries/search/{field}` completes (distinct values of published pets). */
export const SEARCH_FIELDS = ['registeredName', 'callName', 'kennelPrefix', 'breederName', 'ownerName', 'titles', 'workingResults', 'registry'] as const;
/** Fields `/api/dictionaries/search/index/{field}` answers with ids: pets for the names, members for the people. */
export const INDEX_SEARCH_FIELDS = ['registeredName', 'callName', 'breederName', 'ownerName', 'kennelPrefix'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type IndexSearchField = (typeof INDEX_SEARCH_FIELDS)[number];

const searchQuery = {
  query: Type.String({ minLength: 1, maxLength: LIMITS.search }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT })),
};
export const DictionarySearchParams = Type.Object({ field: Type.Union(SEARCH_FIELDS.map((f) => Type.Literal(f))) }, strict);
export const DictionaryIndexParams = Type.Object({ field: Type.Union(INDEX_SEARCH_FIELDS.map((f) => Type.Literal(f))) }, strict);
export const DictionarySearchQuery = Type.Object(searchQuery, strict);
export type DictionarySearchQuery = Static<typeof DictionarySearchQuery>;
export const DictionarySearchResponse = Type.Object({ items: Type.Array(Type.String()) });
export const DictionaryIndexResponse = Type.Object({ items: Type.Array(Type.Object({ id: Id, label: Type.String() })) });
export type DictionaryIndexResponse = Static<typeof DictionaryIndexResponse>;
export const FullNamesQuery = Type.Object({ ...searchQuery, sex: Type.Optional(SexSchema) }, strict);
export type FullNamesQuery = Static<typeof FullNamesQuery>;
export const FullNameItem = Type.Object({
  id: Id,
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
  sex: SexSchema,
  birthYear: Nullable(Type.Integer()),
});
export const FullNamesResponse = Type.Object({ items: Type.Array(FullNameItem) });
export type FullNamesResponse = Static<typeof FullNamesResponse>;

const tags = ['dictionaries'];

export const dictionarySearchRoute = defineRoute({
  ...dictionaryEndpoints.search,
  schema: {
    tags, summary: 'Autocomplete: distinct values of a pet field starting with or containing `query` (published pets)',
    params: DictionarySearchParams, querystring: DictionarySearchQuery, response: { 200: DictionarySearchResponse, ...errors(400, 401, 403) },
  },
});
export const dictionaryIndexSearchRoute = defineRoute({
  ...dictionaryEndpoints.indexSearch,
  schema: {
    tags,
    summary: 'Autocomplete with ids: pets (registeredName, callName) or members (breederName, ownerName, kennelPrefix)',
    params: DictionaryIndexParams, querystring: DictionarySearchQuery, response: { 200: DictionaryIndexResponse, ...errors(400, 401, 403) },
  },
});
export const fullNamesRoute = defineRoute({
  ...dictionaryEndpoints.fullNames,
  schema: {
    tags, summary: 'Parent pickers: registered names with id, sex and birth year',
    querystring: FullNamesQuery, response: { 200: FullNamesResponse, ...errors(400, 401, 403) },
  },
});
