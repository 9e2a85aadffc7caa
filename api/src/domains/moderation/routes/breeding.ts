import type { FastifyInstance } from 'fastify';
import {
  hideLitterRoute, hideMatingRoute, moderationLittersRoute, moderationMatingsRoute, publishLitterRoute, publishMatingRoute,
} from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** GET /api/moderation/matings|litters (the queues) and POST /api/moderation/matings|litters/{id}/hide|publish. */
export default async function breeding(app: FastifyInstance) {
  const route = typed(app);
  route.route({
    ...fromContract(app, moderationMatingsRoute),
    handler: async (request) => app.moderation.matingsQueue(request.query, pageOf(request.query)),
  });
  route.route({
    ...fromContract(app, moderationLittersRoute),
    handler: async (request) => app.moderation.littersQueue(request.query, pageOf(request.query)),
  });
  route.route({
    ...fromContract(app, hideMatingRoute),
    handler: async (request) => app.moderation.hideAnnouncement('mating', request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, publishMatingRoute),
    handler: async (request) => app.moderation.publishAnnouncement('mating', request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, hideLitterRoute),
    handler: async (request) => app.moderation.hideAnnouncement('litter', request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, publishLitterRoute),
    handler: async (request) => app.moderation.publishAnnouncement('litter', request.params.id, request.body, signedInViewer(request)),
  });
}
