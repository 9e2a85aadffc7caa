import { errorCodes, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/http-error';
import { findPrototypeKey } from '../../lib/input-checks';

/**
 * Parses a JSON body and refuses one carrying a prototype key (`__proto__`, or `constructor` holding a `prototype`)
 * anywhere, as a 400 naming that key's path: `body/pets/0/__proto__ is not allowed (prototype key)`, field
 * `pets.0.__proto__`. Fastify's default parser (secure-json-parse) refuses them too, but as "Body is not valid JSON",
 * which names no field. Empty and malformed bodies keep Fastify's own errors.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  }
  const path = findPrototypeKey(value);
  if (path) throw badRequest(`${['body', ...path].join('/')} is not allowed (prototype key)`, path.join('.'));
  return value;
}

/** Replaces the JSON parser of the whole app (registered at the root, before any route). */
export default fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, async (_request: FastifyRequest, body: string) => parseJsonBody(body));
  },
  { name: 'json-body' },
);
