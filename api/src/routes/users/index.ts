import type { FastifyInstance } from 'fastify';
import addAccountRequest from './add-account-request';
import listUsers from './list';

/** /api/users… : the moderators' user list and account requests. */
export default async function usersRoutes(app: FastifyInstance) {
  await app.register(listUsers);
  await app.register(addAccountRequest);
}
