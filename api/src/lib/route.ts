import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ProtocolRouteContract, RouteContract } from '@bc/shared/contracts';

/** The typed instance routes are declared on (types flow from the contract schemas). */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

/** The query of a route that takes none: any field is refused (400 `querystring/<name> is not allowed`). */
const NoQuery = Type.Object({}, { additionalProperties: false });

/**
 * The schemas a contract's route validates with: the contract's own, a strict empty querystring when it declares
 * none, and the OpenAPI security note. The property-based tests read the same (helpers/fuzz.ts).
 */
export function routeSchema<S extends { querystring?: unknown }>(contract: { auth: RouteContract['auth']; schema: S }) {
  return {
    ...contract.schema,
    querystring: contract.schema.querystring ?? NoQuery,
    ...(contract.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
  };
}

/**
 * Route options from a shared contract: method, URL and schemas as declared in @bc/shared/contracts (plus the
 * strict empty querystring of routes without query inputs), the OpenAPI security note, and the hook enforcing the
 * contract's `auth` (for public routes: refusing a banned member's token). FilePond's PATCH, HEAD and DELETE
 * contracts (`ProtocolRouteContract`) take the same options.
 */
export function fromContract<C extends RouteContract | ProtocolRouteContract>(app: FastifyInstance, contract: C) {
  const onRequest = app.authHook(contract.auth);
  return {
    method: contract.method,
    url: contract.url,
    schema: routeSchema(contract) as C['schema'],
    ...(onRequest ? { onRequest } : {}),
  };
}
