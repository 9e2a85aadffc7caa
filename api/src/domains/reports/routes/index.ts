import type { FastifyInstance } from 'fastify';
import { myReportOrdersRoute, myReportsRoute, reportBuyRoute, reportFileRoute, reportReissueRoute, reportStatusRoute, reportVerifyRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** /api/reports/…: buy, an order's status, my pending orders, my reports, a report's file, re-issue, and the public verification. */
export default async function reportRoutes(app: FastifyInstance) {
  const r = typed(app);
  r.route({ ...fromContract(app, reportBuyRoute), handler: async (request) => app.reports.buy(request.body, signedInViewer(request)) });
  r.route({ ...fromContract(app, reportStatusRoute), handler: async (request) => app.reports.status(request.body.orderId, signedInViewer(request)) });
  r.route({ ...fromContract(app, myReportOrdersRoute), handler: async (request) => app.reports.pendingOrders(signedInViewer(request)) });
  r.route({ ...fromContract(app, myReportsRoute), handler: async (request) => app.reports.list(signedInViewer(request), pageOf(request.query), request.query.petId) });
  r.route({
    ...fromContract(app, reportFileRoute),
    handler: async (request, reply) => {
      const { pdf, fileName } = await app.reports.file(request.params.id, signedInViewer(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
  r.route({
    ...fromContract(app, reportReissueRoute),
    handler: async (request) => app.reports.reissue(request.params.id, request.body.language, signedInViewer(request)),
  });
  r.route({ ...fromContract(app, reportVerifyRoute), handler: async (request) => app.reports.verify(request.params.number) });
}
