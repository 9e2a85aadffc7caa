import type { FastifyInstance } from 'fastify';
import attachmentRequests from './attachment-requests';
import detail from './detail';
import member from './member';
import memberLists from './member-lists';
import search from './search';
import write from './write';

/** /api/pets/… (search, the pet page, writes, likes, notes, attachment requests) and members' pet lists under /api/user/…. */
export default async function petRoutes(app: FastifyInstance) {
  for (const route of [memberLists, search, detail, write, member, attachmentRequests]) await app.register(route);
}
