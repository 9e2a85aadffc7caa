import cors from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EXPORT_TRUNCATED_HEADER } from '@bc/shared/contracts';

export interface CorsPluginOptions {
  origins: string[];
}

const sameOrigin = (request: FastifyRequest, origin: string) => origin === `${request.protocol}://${request.host}`;

/** Browsers may call from the configured origins (default http://localhost:3000-3006) and the API's own. */
export default fp<CorsPluginOptions>(
  async (app, options) => {
    const allowed = new Set(options.origins);
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, {
          origin: origin !== undefined && (allowed.has(origin) || sameOrigin(request, origin)) ? origin : false,
          methods: ['GET', 'POST', 'OPTIONS'],
          allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
          exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition', EXPORT_TRUNCATED_HEADER],
          maxAge: 600,
        });
      },
    });
  },
  { name: 'cors' },
);
