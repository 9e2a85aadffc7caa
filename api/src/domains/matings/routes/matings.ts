import type { FastifyInstance } from 'fastify';
import {
  addMatingRoute, announcementsRoute, defaultAnnouncementsRoute, matingDetailRoute, matingPreviewRoute, memberAnnouncementsRoute,
  myMatingsRoute, saveMatingRoute, setMatingPublishRoute, studAnswerRoute,
} from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer, viewerOf } from '../../../plugins/app/auth';

/** The mating form's writes, the mating page, the stud owner's answer, publication and the announcement lists. */
export default async function matings(app: FastifyInstance) {
  const r = typed(app);
  r.route({
    ...fromContract(app, addMatingRoute),
    handler: async (request, reply) => reply.code(201).send(await app.matings.add(request.body, signedInViewer(request))),
  });
  r.route({ ...fromContract(app, saveMatingRoute), handler: async (request) => app.matings.save(request.params.id, request.body, signedInViewer(request)) });
  r.route({ ...fromContract(app, matingDetailRoute), handler: async (request) => app.matings.detail(request.params.id, viewerOf(request), request.query.locale) });
  r.route({ ...fromContract(app, matingPreviewRoute), handler: async (request) => app.matings.preview(request.query, viewerOf(request)) });
  r.route({ ...fromContract(app, myMatingsRoute), handler: async (request) => app.matings.mine(request.query, signedInViewer(request)) });
  r.route({ ...fromContract(app, announcementsRoute), handler: async (request) => app.matings.announcements(request.params.kind, request.query, viewerOf(request)) });
  r.route({ ...fromContract(app, defaultAnnouncementsRoute), handler: async (request) => app.matings.announcements('mating', request.query, viewerOf(request)) });
  r.route({
    ...fromContract(app, memberAnnouncementsRoute),
    handler: async (request) => app.matings.memberAnnouncements(request.params.id, request.params.kind, request.query, viewerOf(request)),
  });
  r.route({ ...fromContract(app, setMatingPublishRoute), handler: async (request) => app.matings.setPublish(request.body, signedInViewer(request)) });
  r.route({ ...fromContract(app, studAnswerRoute), handler: async (request) => app.matings.studAnswer(request.params.id, request.body, signedInViewer(request)) });
}
