import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, REMOTES, SHELL_PORT, type RemoteName } from '@bc/shared/federation';
import { createSupervisor, type ChildSpec } from './supervisor';

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

/** The servers of the site, each a process of its own: the API, the shell's server and one per remote. */
export type ServerName = 'api' | 'shell' | RemoteName;

export interface Stack {
  shellUrl: string;
  apiUrl: string;
  remoteUrls: Record<RemoteName, string>;
  /** Stops a remote's server on purpose (tests of a remote that is down); it stays down until startRemote. */
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  /** The running process of a server (fault tests kill it to see the supervisor start it again). */
  processOf(name: ServerName): ChildProcess | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the whole site from production builds: the API (embedded database unless DATABASE_URL is set), six
 * remotes and the shell's server, each in its own supervised process (restarted when it dies; all stopped with
 * the stack, and none outliving it).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.info(line));
  const shellPort = options.shellPort ?? SHELL_PORT;
  const apiPort = options.apiPort ?? API_PORT;
  const base = options.remotePortBase ?? 3000;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const remoteNames = Object.keys(REMOTES) as RemoteName[];
  const portOf = (name: RemoteName) => base + (REMOTES[name].port - 3000);
  const remoteUrls = Object.fromEntries(
    remoteNames.map((name) => [name, `http://127.0.0.1:${portOf(name)}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const metrikaId = options.metrikaId === undefined ? process.env.METRIKA_ID : options.metrikaId;

  const specs: ChildSpec[] = [
    {
      name: 'api',
      module: resolve(ROOT, 'api/src/server.ts'),
      cwd: ROOT,
      env: {
        PORT: String(apiPort),
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${shellPort}`,
        ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
        ...options.apiEnv,
      },
    },
    ...remoteNames.map((name) => ({
      name,
      module: resolve(ROOT, 'shared/src/node/static-server.ts'),
      args: [resolve(ROOT, REMOTES[name].dir, 'dist'), String(portOf(name))],
      cwd: ROOT,
    })),
    {
      name: 'shell',
      module: resolve(ROOT, 'shell/server/serve-shell.ts'),
      cwd: ROOT,
      env: {
        PORT: String(shellPort),
        REMOTES: JSON.stringify(remoteUrls),
        API_URL: apiUrl,
        METRIKA_ID: metrikaId == null ? '' : String(metrikaId),
      },
    },
  ];
  const supervisor = createSupervisor(specs, log);
  try {
    await Promise.all(specs.map((spec) => supervisor.start(spec.name)));
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  log(`The site is up at http://localhost:${shellPort} (API ${apiUrl}, remotes on ports ${base + 1}-${base + 6})`);
  return {
    shellUrl: `http://localhost:${shellPort}`,
    apiUrl,
    remoteUrls,
    stopRemote: (name) => supervisor.stopChild(name),
    startRemote: (name) => supervisor.start(name),
    processOf: (name) => supervisor.process(name),
    stop: () => supervisor.stop(),
  };
}

// `pnpm serve`: the site until SIGINT/SIGTERM, which stops every server.
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
