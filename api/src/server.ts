import { exitWithParent } from '@bc/shared/node/exit-with-parent';
import { buildApp } from './app';
import { loadConfigOrExit } from './config/env';
import { gracefulShutdown } from './lib/shutdown';

/** Starts the API: `pnpm --filter ./api start` (env: see src/config/env.ts). */
exitWithParent();
const config = loadConfigOrExit();
const app = await buildApp({ config, seedIfEmpty: { pets: 5000 } });
gracefulShutdown(app);
await app.listen({ port: config.port, host: config.host });
process.send?.({ ready: true });
