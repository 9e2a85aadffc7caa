import type { FastifyInstance } from 'fastify';
import { isReservedNickname, updateNicknameRoute } from '@bc/shared/contracts';
import { badRequest, conflict } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { toCurrentUser } from '../../views/user';
import { fromContract, typed } from '../../lib/route';
import { memberToEdit } from './member-to-edit';

/** The caller's own nickname, or (moderators, with `userId`) another member's. */
export default async function updateNickname(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, updateNicknameRoute),
    handler: async (request) => {
      const auth = signedIn(request);
      const { nickname, userId = auth.user.id } = request.body;
      const member = memberToEdit(app, auth, userId, 'You may change only your own nickname');
      if (isReservedNickname(nickname)) throw badRequest(`body/nickname "${nickname}" is reserved`, 'nickname');
      const target = await member();
      const holder = await app.data.users.byNickname(nickname);
      if (holder && holder.id !== target.id) throw conflict('This nickname is already taken', 'nickname');
      const updated = await app.data.users.update(target.id, { nickname });
      return toCurrentUser(updated ?? target);
    },
  });
}
