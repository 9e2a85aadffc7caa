import { resolve } from 'node:path';
import { serveStatic } from '@bc/shared/node/static-server';
import { REMOTES, type RemoteName } from '@bc/shared/federation';
import { localRemotes, startShellServer } from '../shell/server/serve-shell';

for (const name of Object.keys(REMOTES) as RemoteName[]) {
  await serveStatic(resolve(REMOTES[name].dir, 'dist'), REMOTES[name].port);
}
await startShellServer({ port: 3000, dist: resolve('shell/dist'), remotes: localRemotes(), apiUrl: 'http://127.0.0.1:3100' });
console.log('up');
