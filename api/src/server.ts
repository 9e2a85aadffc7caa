import { buildApp } from './app';
import { loadConfigOrExit } from './config/env';

/** Starts the API: `pnpm --filter ./api start` (env: see src/config/env.ts). */
const config = loadConfigOrExit();
const app = await buildApp({ config, seedIfEmpty: { pets: 5000 } });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // close() stops accepting connections and resolves once in-flight requests are answered.
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
