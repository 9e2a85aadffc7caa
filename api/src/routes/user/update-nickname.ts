import type { FastifyInstance } from 'fastify';
import { isReservedNickname, updateNicknameRoute } from '@bc/shared/contracts';
import { badRequest, conflict } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { toCurrentUser } from '../../views/user';
import { fromContract, typed } from '../route';

export default async function updateNickname(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, updateNicknameRoute),
    handler: async (request) => {
      const { user } = signedIn(request);
      const { nickname } = request.body;
      if (isReservedNickname(nickname)) throw badRequest(`body/nickname "${nickname}" is reserved`, 'nickname');
      const holder = await app.repos.users.byNickname(nickname);
      if (holder && holder.id !== user.id) throw conflict('This nickname is already taken', 'nickname');
      const updated = await app.repos.users.update(user.id, { nickname });
      return toCurrentUser(updated ?? user);
    },
  });
}
