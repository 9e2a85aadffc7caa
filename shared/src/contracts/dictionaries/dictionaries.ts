import { Type, type Static } from '@sinclair/typebox';
import { LocalizedName, Nullable } from '../common';
import { defineRoute, type RouteEndpoint } from '../route';
import { dictionaryEndpoints } from './endpoints';

/** Coat ids (the names come from `/api/dictionaries/coats`). */
export const COATS = ['rough', 'smooth', 'bearded'] as const;
export type Coat = (typeof COATS)[number];

/** Kinds of health results a pet may carry; `dna` covers every test of the DNA test list. */
export const HEALTH_KINDS = ['dna', 'elbows', 'hips', 'baer', 'ocd_sp', 'ltv', 'va', 'eaod', 'mdd'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

export const DictionaryItem = Type.Object({ id: Type.String(), name: LocalizedName });
export type DictionaryItem = Static<typeof DictionaryItem>;

export const BreedItem = Type.Object({ id: Type.String(), species: Type.String(), name: LocalizedName });
export type BreedItem = Static<typeof BreedItem>;

export const HealthOption = Type.Object({ id: Type.String(), name: LocalizedName });
export type HealthOption = Static<typeof HealthOption>;

/**
 * One set of choices for one kind of health result: a DNA test (kind `dna`, system = test id),
 * a scoring system (hips/elbows: system = rkf, ofa, fci, bva, czech, vet), an EAOD provider
 * (system = provider id) or a single-system kind (baer, ocd_sp, ltv, va, mdd: system = null).
 */
export const HealthOptionSet = Type.Object({
  id: Type.String(),
  kind: Type.Union(HEALTH_KINDS.map((k) => Type.Literal(k))),
  system: Nullable(Type.String()),
  name: LocalizedName,
  genes: Type.Array(Type.String()),
  options: Type.Array(HealthOption),
});
export type HealthOptionSet = Static<typeof HealthOptionSet>;

export const TestProviderItem = Type.Object({
  id: Type.String(),
  name: LocalizedName,
  kinds: Type.Array(Type.String()),
  genes: Type.Array(Type.String()),
});
export type TestProviderItem = Static<typeof TestProviderItem>;

const items = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ items: Type.Array(item) });

export const ColorsResponse = items(DictionaryItem);
export const CountriesResponse = items(DictionaryItem);
export const CoatsResponse = items(DictionaryItem);
export const BreedsResponse = items(BreedItem);
export const HealthResponse = items(HealthOptionSet);
export const TestProvidersResponse = items(TestProviderItem);
export type ColorsResponse = Static<typeof ColorsResponse>;
export type CountriesResponse = Static<typeof CountriesResponse>;
export type CoatsResponse = Static<typeof CoatsResponse>;
export type BreedsResponse = Static<typeof BreedsResponse>;
export type HealthResponse = Static<typeof HealthResponse>;
export type TestProvidersResponse = Static<typeof TestProvidersResponse>;

const dictionary = <const E extends RouteEndpoint, R extends Parameters<typeof Type.Array>[0]>(endpoint: E, summary: string, response: R) =>
  defineRoute({ ...endpoint, schema: { tags: ['dictionaries'], summary, response: { 200: response } } });

export const colorsRoute = dictionary(dictionaryEndpoints.colors, 'Coat colours', ColorsResponse);
export const countriesRoute = dictionary(dictionaryEndpoints.countries, 'All ISO 3166 countries', CountriesResponse);
export const coatsRoute = dictionary(dictionaryEndpoints.coats, 'Coat types', CoatsResponse);
export const breedsRoute = dictionary(dictionaryEndpoints.breeds, 'Breeds (border collie first)', BreedsResponse);
export const healthRoute = dictionary(dictionaryEndpoints.health, 'Health result option sets', HealthResponse);
export const testProvidersRoute = dictionary(dictionaryEndpoints.testProviders, 'Genetic test providers', TestProvidersResponse);
