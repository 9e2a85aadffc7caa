import type { FastifyInstance } from 'fastify';
import { editProfileRoute, showProfileRoute } from '@bc/shared/contracts';
import { forbidden, notFound } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { toEditableProfile, toPublicProfile } from '../../views/user';
import { fromContract, typed } from '../../lib/route';

export default async function profile(app: FastifyInstance) {
  const findLive = async (nickname: string) => {
    const user = await app.data.users.byNickname(nickname);
    if (!user || user.deletedAt || !user.isActive) throw notFound(`No member with the nickname "${nickname}"`, 'nickname');
    return user;
  };

  typed(app).route({
    ...fromContract(app, showProfileRoute),
    handler: async (request) => toPublicProfile(await findLive(request.params.nickname)),
  });

  typed(app).route({
    ...fromContract(app, editProfileRoute),
    handler: async (request) => {
      const auth = signedIn(request);
      const user = await findLive(request.params.nickname);
      if (user.id !== auth.user.id && !auth.user.isModerator) throw forbidden('You may edit only your own profile');
      return toEditableProfile(user);
    },
  });
}
