import { fork, type ChildProcess } from 'node:child_process';

/**
 * Keeps the start command's servers running, each in a process of its own, so that one failing server never takes
 * the others down:
 * - a child that exits without being asked is logged and started again (back-off from 250 ms doubling to 10 s,
 *   reset once it has run for 30 s);
 * - `stop()` sends SIGTERM to every child and SIGKILL to those still running after the grace period;
 * - every child is started with an IPC channel and ends itself when the channel closes (`exitWithParent`), so none
 *   outlives the supervisor, even when the supervisor is killed with SIGKILL.
 *
 * Written here rather than taken from a library: concurrently restarts a child that was stopped on purpose and
 * runs children through a shell (the IPC channel would end at the shell), and pm2 is a daemon that outlives the
 * command by design — both miss the guarantees above, which take ~100 lines.
 */
export interface ChildSpec {
  name: string;
  /** The module to run with Node (TypeScript through tsx). */
  module: string;
  args?: string[];
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Resolves once the child serves (default: its `{ ready: true }` IPC message). */
  ready?: (child: ChildProcess) => Promise<void>;
}

export interface Supervisor {
  /** Starts a child (again) and waits until it is ready. */
  start(name: string): Promise<void>;
  /** Stops a child on purpose: it is not restarted until `start`. */
  stopChild(name: string): Promise<void>;
  /** The running process of a child, if any. */
  process(name: string): ChildProcess | undefined;
  /** Stops every child and waits for all of them to exit. */
  stop(): Promise<void>;
}

interface Entry {
  spec: ChildSpec;
  child?: ChildProcess;
  wanted: boolean;
  restarts: number;
  startedAt: number;
  timer?: NodeJS.Timeout;
}

const GRACE_MS = 12_000;

function readyMessage(child: ChildProcess): Promise<void> {
  return new Promise((done, fail) => {
    const onMessage = (message: unknown) => {
      if ((message as { ready?: boolean } | null)?.ready) {
        cleanup();
        done();
      }
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanup();
      fail(new Error(`exited with ${signal ?? `code ${code}`} before it was ready`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

export function createSupervisor(specs: ChildSpec[], log: (line: string) => void): Supervisor {
  const entries = new Map<string, Entry>(specs.map((spec) => [spec.name, { spec, wanted: false, restarts: 0, startedAt: 0 }]));
  let stopping = false;

  const entryOf = (name: string): Entry => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`No child named ${name}`);
    return entry;
  };

  const spawnChild = (entry: Entry): Promise<void> => {
    const { spec } = entry;
    const child = fork(spec.module, spec.args ?? [], {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    entry.child = child;
    entry.startedAt = Date.now();
    child.on('exit', (code, signal) => {
      if (entry.child === child) entry.child = undefined;
      if (!entry.wanted || stopping) return;
      if (Date.now() - entry.startedAt > 30_000) entry.restarts = 0;
      const delay = Math.min(250 * 2 ** entry.restarts, 10_000);
      entry.restarts += 1;
      log(`[supervisor] ${spec.name} exited unexpectedly (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      entry.timer = setTimeout(() => {
        entry.timer = undefined;
        if (!entry.wanted || stopping) return;
        spawnChild(entry).then(
          () => log(`[supervisor] ${spec.name} is serving again`),
          (error: unknown) => log(`[supervisor] ${spec.name} failed to start again: ${(error as Error).message}`),
        );
      }, delay);
    });
    return (spec.ready ?? readyMessage)(child);
  };

  const stopEntry = async (entry: Entry): Promise<void> => {
    entry.wanted = false;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = undefined;
    const child = entry.child;
    if (!child) return;
    const done = exited(child);
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), GRACE_MS);
    await done;
    clearTimeout(killer);
  };

  return {
    async start(name) {
      const entry = entryOf(name);
      entry.wanted = true;
      if (entry.child) return;
      await spawnChild(entry);
    },
    stopChild: (name) => stopEntry(entryOf(name)),
    process: (name) => entryOf(name).child,
    async stop() {
      stopping = true;
      await Promise.all([...entries.values()].map(stopEntry));
    },
  };
}
