import fp from 'fastify-plugin';
import { createGatherer } from './gather';
import { createReportRenderer } from './pdf/pool';
import routes from './routes';
import { createReportsService, type ReportsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pet reports (src/domains/reports/service.ts). */
    reports: ReportsService;
  }
}

export interface ReportsOptions {
  /** Worker threads rendering reports (default: half the cores, at least one). */
  threads?: number;
  now?: () => Date;
}

/** Paid pet reports: the PDF (rendered in worker threads), buying through payments, the member's list, verification. */
export default fp<ReportsOptions>(
  async (app, options) => {
    const renderer = createReportRenderer({ threads: options.threads });
    const gather = createGatherer({
      data: app.data, pets: app.pets, pedigree: app.pedigree, storage: app.files.storage, publicUrl: app.settings.publicUrl,
      breedAverage: (breedId) => app.matings.genetics.breedAverage(breedId),
    });
    app.decorate(
      'reports',
      createReportsService({
        data: app.data, events: app.events, payments: app.payments, pets: app.pets, gather, renderer, log: app.log.child({ plugin: 'reports' }),
        now: options.now ?? (() => new Date()),
      }),
    );
    app.addHook('onReady', async () => {
      app.reports.resume().catch((error: unknown) => app.log.error({ err: error }, 'reports: unrendered reports not resumed'));
    });
    app.addHook('onClose', async () => renderer.close());
    await app.register(routes);
  },
  { name: 'reports', dependencies: ['data', 'auth', 'pets', 'pedigree', 'payments', 'files', 'matings'] },
);
