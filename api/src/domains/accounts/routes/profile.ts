import type { FastifyInstance } from 'fastify';
import { editProfileRoute, showProfileRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';

/** A member's public profile, and the profile to edit (their own, or anyone's for moderators). */
export default async function profile(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, showProfileRoute),
    handler: async (request) => app.accounts.profile(request.params.nickname),
  });

  typed(app).route({
    ...fromContract(app, editProfileRoute),
    handler: async (request) => app.accounts.editableProfile(signedIn(request), request.params.nickname),
  });
}
