import fp from 'fastify-plugin';
import { createDataAccess, type DataAccess } from '../../domains/data';
import { createEvents, type Events } from '../../domains/events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every domain's data access and the one way to open a transaction (domains' services use it; routes never). */
    data: DataAccess;
    /** What writes changed (src/domains/events.ts), for the caches that keep something derived from it. */
    events: Events;
  }
}

export default fp(
  async (app) => {
    const events = createEvents();
    app.decorate('events', events);
    app.decorate('data', createDataAccess(app.db, events.emit));
  },
  { name: 'data', dependencies: ['db'] },
);
