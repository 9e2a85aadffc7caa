import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@bc/shared/node/static-server';
import { API_PORT, REMOTES, SHELL_PORT, type RemoteName } from '@bc/shared/federation';
import { startShellServer } from './serve-shell';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface StackOptions {
  shellPort?: number;
  apiPort?: number;
  /** Remotes listen on remotePortBase + 1 … + 6 (default 3000, so 3001 … 3006). */
  remotePortBase?: number;
  /** Where the API keeps its embedded database, mail and files (default: <repo>/data). */
  dataDir?: string;
  metrikaId?: number | null;
  /** Extra environment for the API process. */
  apiEnv?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Stack {
  shellUrl: string;
  apiUrl: string;
  remoteUrls: Record<RemoteName, string>;
  api: ChildProcess;
  remotes: Map<RemoteName, Server>;
  shell: Server;
  /** Starts a remote's server again after a test stopped it. */
  restartRemote(name: RemoteName): Promise<void>;
  stop(): Promise<void>;
}

async function waitForApi(url: string, api: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      const response = await fetch(`${url}/api/dictionaries/colors`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`The API did not answer at ${url} within ${timeoutMs / 1000} s`);
}

const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/** Starts the whole site from production builds: the API (embedded database), six remotes and the shell. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const shellPort = options.shellPort ?? SHELL_PORT;
  const apiPort = options.apiPort ?? API_PORT;
  const base = options.remotePortBase ?? 3000;
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const api = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${shellPort}`,
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.apiEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const remotes = new Map<RemoteName, Server>();
  const remoteUrls = {} as Record<RemoteName, string>;
  const portOf = (name: RemoteName) => base + (REMOTES[name].port - 3000);
  const startRemote = async (name: RemoteName) => {
    if (remotes.get(name)?.listening) return;
    remotes.set(name, await serveStatic(resolve(ROOT, REMOTES[name].dir, 'dist'), portOf(name)));
  };
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    await startRemote(name);
    remoteUrls[name] = `http://127.0.0.1:${portOf(name)}/mf-manifest.json`;
  }

  const shell = await startShellServer({
    port: shellPort,
    dist: resolve(ROOT, 'shell/dist'),
    remotes: remoteUrls,
    apiUrl,
    metrikaId: options.metrikaId ?? (process.env.METRIKA_ID ? Number(process.env.METRIKA_ID) : null),
    publicUrl: process.env.PUBLIC_URL,
  });

  const stop = async () => {
    await Promise.all([close(shell), ...[...remotes.values()].map(close)]);
    if (api.exitCode === null) {
      const exited = new Promise((done) => api.once('exit', done));
      api.kill('SIGTERM');
      await exited;
    }
  };

  try {
    await waitForApi(apiUrl, api);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`The site is up at http://localhost:${shellPort} (API ${apiUrl}, remotes on ports ${base + 1}-${base + 6})`);
  return {
    shellUrl: `http://localhost:${shellPort}`,
    apiUrl,
    remoteUrls,
    api,
    remotes,
    shell,
    restartRemote: startRemote,
    stop,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  startStack().then(
    (stack) => {
      const shutdown = () => void stack.stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
