import type { FastifyRequest } from 'fastify';
import type { Client } from '../sessions';

/** Where a request comes from, kept with the session it opens. */
export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
