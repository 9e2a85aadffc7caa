import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { createPedigreeAnswers, type PedigreeAnswers } from './answers';
import { startSync } from './data/sync';
import routes from './routes';
import { createPedigreeService, type PedigreeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every pet's parent links in memory (loaded at start, updated on writes and on other instances' writes), and
     * what the pedigree routes answer from them.
     */
    pedigree: PedigreeService & PedigreeAnswers;
  }
}

export interface PedigreeOptions {
  /** Names this instance in its notifications (default: a random UUID). */
  instanceId?: string;
}

/**
 * The pedigree engine over every pet, loaded at start. Write paths call `check` inside their transaction
 * and `saved`/`removed` after it commits; other API instances hear of it through LISTEN/NOTIFY. Routes: trees,
 * test matings, DNA-test risk and the stud ranking under /api/pets/….
 */
export default fp<PedigreeOptions>(
  async (app, options) => {
    const log = app.log.child({ plugin: 'pedigree' });
    const instanceId = options.instanceId ?? randomUUID();
    const service = await createPedigreeService({
      data: app.data.pedigree,
      // Other instances' changes also reach the pets domain's derived data (its search index) as an event.
      listen: (handlers) =>
        startSync({
          database: app.database, instanceId, log,
          onChange: (change) => {
            handlers.onChange(change);
            if (change.kind !== 'results') app.events.emit('petsChangedElsewhere', { ids: change.kind === 'pet' ? [change.id] : change.ids });
          },
          onResync: () => {
            handlers.onResync();
            app.events.emit('petsChangedElsewhere', { ids: null });
          },
        }),
      log,
    });
    app.decorate('pedigree', Object.assign(service, createPedigreeAnswers(service, app.data.pedigree, instanceId)));
    // What trees show of pets (names, status, photos): their cards and the version of the answers follow the writes.
    const shownChanged = (ids: number[]) => {
      service.shownChanged(ids).catch((error: unknown) => log.error({ err: error, ids }, 'pedigree: shown change not applied'));
    };
    app.events.on('petsChanged', ({ ids }) => shownChanged(ids));
    app.events.on('photosChanged', ({ petId }) => shownChanged([petId]));
    // The first tree would otherwise pay for the DNA inference of every test (seconds on 200,000 pets).
    app.addHook('onReady', async () => {
      const started = performance.now();
      service.warm().then(
        () => app.log.info({ ms: Math.round(performance.now() - started), cards: service.cards.size }, 'pedigree: DNA inference and dog cards ready'),
        (error: unknown) => app.log.warn({ err: error }, 'pedigree: DNA inference not built ahead'),
      );
    });
    app.addHook('onClose', async () => service.close());
    await app.register(routes);
  },
  { name: 'pedigree', dependencies: ['db', 'data', 'auth'] },
);
