import type { FastifyReply } from 'fastify';
import type { Serialize } from '../reads';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The route's compiled serializer of its 200 answer (pets caches answers already serialised). */
export function serializerOf(reply: FastifyReply): Serialize {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`No 200 response schema on ${reply.request.routeOptions.url}`);
  return serialize as unknown as Serialize;
}

/** Sends an answer serialised by `serializerOf` as it is. */
export const sendSerialized = (reply: FastifyReply, json: string) => (reply as FastifyReply).type(JSON_TYPE).send(json);
