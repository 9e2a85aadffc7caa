import type { FastifyInstance } from 'fastify';
import { updateNicknameRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';

/** The caller's own nickname, or (moderators, with `userId`) another member's. */
export default async function updateNickname(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, updateNicknameRoute),
    handler: async (request) => app.accounts.updateNickname(signedIn(request), request.body.nickname, request.body.userId),
  });
}
