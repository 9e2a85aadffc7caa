import { exitWithParent } from '@bc/shared/node/exit-with-parent';
import { buildApp } from './app';
import { loadConfigOrExit } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { warmUp } from './warm-up';
import { gracefulShutdown } from './lib/shutdown';

/** Starts the API: `pnpm --filter ./api start` (env: see src/config/env.ts). */
exitWithParent();
const config = loadConfigOrExit();
const app = await buildApp({ config, seedIfEmpty: { pets: 5000 }, serializersAtStart: true }).catch((error: unknown) => {
  // Another process has the PGlite data folder: one clear line, not a stack trace.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
gracefulShutdown(app);
// The search, pet page and caller paths compiled, and the database connections opened, before the first request (warm-up.ts).
app.log.info(await warmUp(app), 'warmed up: searches, pet pages and callers');
await app.listen({ port: config.port, host: config.host });
process.send?.({ ready: true });
