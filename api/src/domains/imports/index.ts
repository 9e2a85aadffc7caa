import fp from 'fastify-plugin';
import routes from './routes';
import { createImportsService, type ImportsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The imports domain (src/domains/imports/service.ts). */
    imports: ImportsService;
  }
}

export interface ImportsOptions {
  /** Dogs per transaction (tests stop a job half-way with a small one). */
  batch?: number;
  /** Told after each committed batch of dogs (tests stop the app half-way there). */
  onBatch?: (jobId: number, done: number) => void;
}

/** Importing clubs' spreadsheets. Routes: /api/imports/…. Unfinished jobs resume when the app is ready. */
export default fp<ImportsOptions>(
  async (app, options) => {
    const service = createImportsService({ data: app.data, pedigree: app.pedigree, emit: app.events.emit, log: app.log, batch: options.batch, onBatch: options.onBatch });
    app.decorate('imports', service);
    app.addHook('onReady', async () => {
      await service.resume();
    });
    app.addHook('preClose', async () => service.close());
    await app.register(routes);
  },
  { name: 'imports', dependencies: ['data', 'auth', 'pedigree', 'files'] },
);
