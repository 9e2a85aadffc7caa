import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '@bc/shared/contracts';

/** The typed instance routes are declared on (types flow from the contract schemas). */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();

/**
 * Route options from a shared contract: method, URL and schemas as declared in @bc/shared/contracts,
 * the OpenAPI security note, and the hook enforcing the contract's `auth`.
 */
export function fromContract<C extends RouteContract>(app: FastifyInstance, contract: C) {
  const onRequest = app.authHook(contract.auth);
  return {
    method: contract.method,
    url: contract.url,
    schema: { ...contract.schema, ...(contract.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }) } as C['schema'],
    ...(onRequest ? { onRequest } : {}),
  };
}

/** `{ page, limit }` with the query defaults applied. */
export const pageOf = (query: { page?: number; limit?: number }) => ({ page: query.page ?? 1, limit: query.limit ?? 20 });
