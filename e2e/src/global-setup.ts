import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REMOTES, type RemoteName } from '@bc/shared/federation';
import { startStack, type ServerName } from '../../shell/server/compose';
import { startShellServer } from '../../shell/server/serve-shell';
import { E2E } from './ports';

declare module 'vitest' {
  export interface ProvidedContext {
    shellUrl: string;
    metrikaShellUrl: string;
    apiUrl: string;
    controlUrl: string;
    dataDir: string;
    /** Remote name → its mf-manifest.json URL in the composed site. */
    remoteUrls: Partial<Record<RemoteName, string>>;
  }
}

const ROOT = resolve(__dirname, '../..');

/**
 * Lets tests stop and start one remote's server (POST /remotes/<name>/stop|start) and crash a server's process
 * (POST /servers/<name>/crash: SIGKILL, answered with the old pid; GET /servers/<name>/pid).
 */
function startControl(stack: Awaited<ReturnType<typeof startStack>>): Promise<Server> {
  const server = createServer((req, res) => {
    const remote = /^\/remotes\/([a-z_]+)\/(stop|start)$/.exec(req.url ?? '');
    const name = remote?.[1] as RemoteName | undefined;
    if (remote && name && name in REMOTES) {
      const done = () => res.writeHead(204).end();
      void (remote[2] === 'stop' ? stack.stopRemote(name) : stack.startRemote(name)).then(done);
      return;
    }
    const target = /^\/servers\/([a-z_]+)\/(crash|pid)$/.exec(req.url ?? '');
    const child = target ? stack.processOf(target[1] as ServerName) : undefined;
    if (!target || !child?.pid) {
      res.writeHead(404).end();
      return;
    }
    if (target[2] === 'crash') child.kill('SIGKILL');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ pid: child.pid }));
  });
  return new Promise((done) => server.listen(E2E.controlPort, '127.0.0.1', () => done(server)));
}

export default async function setup(project: TestProject) {
  for (const dir of ['shell', ...Object.values(REMOTES).map((remote) => remote.dir)]) {
    if (!existsSync(join(ROOT, dir, 'dist', 'index.html')) && !existsSync(join(ROOT, dir, 'dist', 'mf-manifest.json'))) {
      throw new Error(`${dir}/dist is missing: run \`pnpm build\` before the end-to-end tests`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-e2e-'));
  const stack = await startStack({
    shellPort: E2E.shellPort,
    apiPort: E2E.apiPort,
    remotePortBase: E2E.remotePortBase,
    dataDir,
    metrikaId: null,
    apiEnv: { RATE_LIMIT: 'off', LOG_LEVEL: 'warn', PUBLIC_URL: `http://localhost:${E2E.shellPort}` },
    log: (line) => console.info(`[e2e] ${line}`),
  });
  const metrikaShell = await startShellServer({
    port: E2E.metrikaShellPort,
    dist: join(ROOT, 'shell/dist'),
    remotes: stack.remoteUrls,
    apiUrl: stack.apiUrl,
    metrikaId: E2E.metrikaId,
  });
  const control = await startControl(stack);

  project.provide('shellUrl', `http://localhost:${E2E.shellPort}`);
  project.provide('metrikaShellUrl', `http://localhost:${E2E.metrikaShellPort}`);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('controlUrl', `http://127.0.0.1:${E2E.controlPort}`);
  project.provide('dataDir', dataDir);
  project.provide('remoteUrls', stack.remoteUrls);

  return async () => {
    await new Promise((done) => control.close(done));
    await new Promise((done) => metrikaShell.close(done));
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
