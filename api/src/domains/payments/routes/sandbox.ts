import type { FastifyInstance } from 'fastify';
import { sandboxAnswerRoute, sandboxCheckoutRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';

/** The sandbox provider's hosted checkout page and the payer's answer (an HTML form, url-encoded). */
export default async function sandbox(app: FastifyInstance) {
  const provider = app.paymentsSandbox!;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, async (_request: unknown, body: string) =>
    Object.fromEntries(new URLSearchParams(body)),
  );
  const r = typed(app);
  r.route({
    ...fromContract(app, sandboxCheckoutRoute),
    handler: async (request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await provider.page(request.params.paymentId)),
  });
  r.route({
    ...fromContract(app, sandboxAnswerRoute),
    handler: async (request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await provider.answer(request.params.paymentId, request.body.answer, request.body.webhook)),
  });
}
