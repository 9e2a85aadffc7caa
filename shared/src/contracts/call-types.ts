import type { Static, TSchema } from '@sinclair/typebox';
import type * as Contracts from './index';
import type { RouteContract, RouteEndpoint, RouteSchema } from './route';

/**
 * What a call of a route sends and gets, read from the route's contract: the types the client (`callApi`) and the
 * server (`fromContract`) share. Types only: an endpoint (`petEndpoints.detail`) carries no schema, so its contract
 * is found by method and URL among every contract of `@bc/shared/contracts`.
 */

type Exports = typeof Contracts;

/** Every route contract of `@bc/shared/contracts`. */
export type AnyContract = Extract<Exports[keyof Exports], RouteContract>;

/** The method and URL of a route that has a contract (an endpoint of the tables, or a contract itself). */
export type ContractedEndpoint = AnyContract extends infer C ? (C extends RouteContract ? Pick<C, 'method' | 'url'> & RouteEndpoint : never) : never;

/** The contract of an endpoint: the contract itself, or the one with the endpoint's method and URL. */
export type ContractOf<E extends RouteEndpoint> = E extends RouteContract ? E : Extract<AnyContract, { method: E['method']; url: E['url'] }>;

/** The static type of one part (`params`, `querystring`, `body`) of a contract's schema; never when it has none. */
type Part<C extends RouteContract, K extends keyof RouteSchema> = C['schema'] extends { [P in K]: infer S extends TSchema } ? Static<S> : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessResponse<R> = R[Extract<keyof R, SuccessStatus>];

/** Path parameters of the route (`{ id: number }`). */
export type ParamsOf<E extends RouteEndpoint> = Part<ContractOf<E>, 'params'>;
/** The query of the route (`PetSearchQuery`). */
export type QueryOf<E extends RouteEndpoint> = Part<ContractOf<E>, 'querystring'>;
/** The JSON body of the route (`PetNoteBody`). */
export type BodyOf<E extends RouteEndpoint> = Part<ContractOf<E>, 'body'>;
/** The answer of the route: its success response (200, 201, 202 or 204). */
export type AnswerOf<E extends RouteEndpoint> =
  SuccessResponse<ContractOf<E>['schema']['response']> extends infer S extends TSchema ? Static<S> : never;

/** A FormData for a route whose contract `consumes` multipart/form-data, else nothing more. */
type Multipart<C extends RouteContract> = C['schema'] extends { consumes: readonly (infer M)[] }
  ? 'multipart/form-data' extends M
    ? FormData
    : never
  : never;

type IsNever<T> = [T] extends [never] ? true : false;

type ParamsInput<E extends RouteEndpoint> = IsNever<ParamsOf<E>> extends true ? { params?: never } : { params: ParamsOf<E> };
type QueryInput<E extends RouteEndpoint> =
  IsNever<QueryOf<E>> extends true ? { query?: never } : object extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> };
type BodyInput<E extends RouteEndpoint> =
  IsNever<BodyOf<E>> extends true
    ? IsNever<Multipart<ContractOf<E>>> extends true
      ? { body?: never }
      : { body: Multipart<ContractOf<E>> } // a file upload without JSON fields (POST /api/imports)
    : { body: BodyOf<E> | Multipart<ContractOf<E>> };

/** What a call of the route sends: `{ params, query, body }`, each required when the contract requires it. */
export type CallInput<E extends RouteEndpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;
