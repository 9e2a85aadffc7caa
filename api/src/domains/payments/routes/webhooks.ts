import type { FastifyInstance, FastifyRequest } from 'fastify';
import { webhookRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { parseJsonBody } from '../../../plugins/app/json-body';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact text (webhook routes only): a provider's signature is over these bytes. */
    rawBody?: string;
  }
}

/**
 * POST /api/payments/webhook/{provider}. Its own context keeps a JSON body's text beside the parsed value (parsed as
 * everywhere else): the provider's adapter verifies the signature on the text before anything is applied.
 */
export default async function webhooks(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, body: string) => {
    request.rawBody = body;
    return parseJsonBody(body);
  });
  typed(app).route({
    ...fromContract(app, webhookRoute),
    handler: async (request) => app.payments.webhook(request.params.provider, { headers: request.headers, rawBody: request.rawBody ?? '', ip: request.ip }),
  });
}
