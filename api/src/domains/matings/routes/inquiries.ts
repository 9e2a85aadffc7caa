import type { FastifyInstance } from 'fastify';
import { inquiryRoute, myInquiriesRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer, viewerOf } from '../../../plugins/app/auth';

/** POST /api/matings/form (limited per address and per email) and GET /api/matings/user-inquiries. */
export default async function inquiries(app: FastifyInstance) {
  const r = typed(app);
  r.route({
    ...fromContract(app, inquiryRoute),
    preHandler: app.limits.inquiry,
    handler: async (request, reply) => {
      await app.matings.inquiries.send(request.body, viewerOf(request));
      return reply.code(202).send({ ok: true });
    },
  });
  r.route({ ...fromContract(app, myInquiriesRoute), handler: async (request) => app.matings.inquiries.mine(request.query, signedInViewer(request)) });
}
