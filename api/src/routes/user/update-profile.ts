import type { FastifyInstance } from 'fastify';
import { updateProfileRoute } from '@bc/shared/contracts';
import { isCountryCode } from '../../domains/dictionaries/countries';
import { badRequest } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import type { UserChanges } from '../../repositories/users';
import { toCurrentUser } from '../../views/user';
import { fromContract, typed } from '../../lib/route';
import { memberToEdit } from './member-to-edit';

const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : value);

export default async function updateProfile(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, updateProfileRoute),
    handler: async (request) => {
      const auth = signedIn(request);
      const { userId = auth.user.id, ...fields } = request.body;
      const member = memberToEdit(app, auth, userId, 'You may edit only your own profile');
      if (fields.country && !isCountryCode(fields.country)) throw badRequest(`body/country "${fields.country}" is not a known country code`, 'country');
      const target = await member();

      const changes: UserChanges = {};
      if (fields.displayName !== undefined) changes.displayName = trimmed(fields.displayName);
      if (fields.country !== undefined) changes.country = fields.country;
      if (fields.city !== undefined) changes.city = trimmed(fields.city);
      if (fields.kennelName !== undefined) changes.kennelName = trimmed(fields.kennelName);
      if (fields.kennelPrefix !== undefined) changes.kennelPrefix = trimmed(fields.kennelPrefix);
      if (fields.contacts !== undefined) changes.contacts = fields.contacts;
      if (fields.about !== undefined) changes.about = trimmed(fields.about);
      if (fields.avatar !== undefined) changes.avatar = trimmed(fields.avatar);
      if (fields.locale !== undefined) changes.locale = fields.locale;
      if (Object.keys(changes).length === 0) return toCurrentUser(target);
      const updated = await app.data.users.update(target.id, changes);
      return toCurrentUser(updated ?? target);
    },
  });
}
