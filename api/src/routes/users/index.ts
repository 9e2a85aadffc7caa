import type { FastifyInstance } from 'fastify';
import addAccountRequest from './add-account-request';
import listUsers from './list';
import searchMembers from './search';

/** /api/users… : the moderators' user list, account requests, and the member search of the pet form's pickers. */
export default async function usersRoutes(app: FastifyInstance) {
  await app.register(listUsers);
  await app.register(searchMembers);
  await app.register(addAccountRequest);
}
