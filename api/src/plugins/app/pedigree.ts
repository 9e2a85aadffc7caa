import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { createPedigreeService, type PedigreeService } from '../../services/pedigree';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every pet's parent links in memory (loaded at start, updated on writes and on other instances' writes). */
    pedigree: PedigreeService;
  }
}

export interface PedigreePluginOptions {
  /** Names this instance in its notifications (default: a random UUID). */
  instanceId?: string;
}

/**
 * The pedigree engine over every pet, loaded at start. Write paths call `check` inside their transaction
 * and `saved`/`removed` after it commits; other API instances hear of it through LISTEN/NOTIFY.
 */
export default fp<PedigreePluginOptions>(
  async (app, options) => {
    const service = await createPedigreeService({
      database: app.database,
      log: app.log.child({ plugin: 'pedigree' }),
      instanceId: options.instanceId ?? randomUUID(),
    });
    app.decorate('pedigree', service);
    // The first tree would otherwise pay for the DNA inference of every test (seconds on 200,000 pets).
    app.addHook('onReady', async () => {
      service.warm().catch((error: unknown) => app.log.warn({ err: error }, 'pedigree: DNA inference not built ahead'));
    });
    app.addHook('onClose', async () => service.close());
  },
  { name: 'pedigree', dependencies: ['db', 'data'] },
);
