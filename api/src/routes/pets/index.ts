import type { FastifyInstance } from 'fastify';
import attachmentRequests from './attachment-requests';
import detail from './detail';
import member from './member';
import search from './search';
import write from './write';

/** /api/pets/… : search, the pet page, writes, likes, notes and attachment requests. */
export default async function petRoutes(app: FastifyInstance) {
  for (const route of [search, detail, write, member, attachmentRequests]) await app.register(route);
}
