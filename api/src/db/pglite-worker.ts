import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { type DataDirLock, lockDataDir } from './data-dir-lock';

/** A call to the PGlite thread (pglite-thread.ts). `tx`: the open transaction it belongs to, or null. */
type Call =
  | { op: 'query'; tx: number | null; sql: string; params: unknown[]; rowMode: 'object' | 'array' }
  | { op: 'exec'; tx: number | null; sql: string }
  | { op: 'prepared'; tx: number | null; name: string; sql: string; values: unknown[]; generic: boolean }
  | { op: 'batch'; items: PreparedCall[] }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' };
/** A prepared statement's run outside any transaction (one item of a batch). */
export type PreparedCall = { name: string; sql: string; values: unknown[]; generic: boolean };
/** What a batch answers for each of its items. */
export type BatchOutcome = { result: Results } | { error: PlainError };
export type ThreadRequest = Call & { id: number };
type PlainError = { name: string; message: string; fields: Record<string, unknown> };
export type ThreadReply =
  | { op: 'ready' }
  | { op: 'failed'; error: PlainError }
  | { op: 'result'; id: number; result: unknown }
  | { op: 'error'; id: number; error: PlainError }
  | { op: 'notify'; channel: string; payload: string };

type QueryOptions = { rowMode?: 'object' | 'array' };
/**
 * `generic`: run the statement with its generic plan, made once, never planned again for its values. Postgres plans a
 * prepared statement anew for each run while it guesses a custom plan cheaper (a page's limit and offset as
 * parameters are enough), and on PGlite planning a list's joins costs more than running them. Only for statements
 * whose best plan does not depend on their values (not a text search by a pattern).
 */
export type PreparedOptions = { generic?: boolean };
/** What drizzle's PGlite driver and the pedigree listener call on a PGlite client (and on its transactions). */
export interface PgliteCalls {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  /**
   * Runs a statement prepared once in the thread's session under `name` (see pglite-thread.ts): its plan is reused.
   * Values: integers, booleans, null, text, arrays of integers. `generic`: always with its generic plan (see
   * PreparedOptions).
   */
  prepared<T>(name: string, sql: string, values: unknown[], options?: PreparedOptions): Promise<Results<T>>;
}

const revive = ({ name, message, fields }: PlainError) => Object.assign(new Error(message), { name }, fields);

/**
 * PGlite in a worker thread, with the calls of a PGlite client: drizzle's PGlite driver and the pedigree listener
 * use it as they would PGlite itself. Postgres's work runs on the worker's thread, so the API's event loop never
 * waits for a query (on the API's thread a query of 1 ms held up every other request for that millisecond).
 * Calls go one message each way (results and errors as structured clones); a transaction stays open in the
 * thread until its callback here is done (commit) or throws (rollback). One thread per data folder, which this
 * process locks (data-dir-lock.ts) before starting it.
 */
export class PgliteWorker implements PgliteCalls {
  #worker: Worker;
  #next = 1;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #stopped: Error | null = null;
  /** Prepared runs outside transactions waiting for this turn's batch (see prepared). */
  #batch: { call: PreparedCall; resolve: (value: Results) => void; reject: (error: Error) => void }[] = [];
  #closing: Promise<void> | null = null;
  #lock: DataDirLock | null;

  private constructor(worker: Worker, lock: DataDirLock | null) {
    this.#worker = worker;
    this.#lock = lock;
    worker.on('message', (reply: ThreadReply) => {
      if (reply.op === 'notify') {
        for (const listener of this.#listeners.get(reply.channel) ?? []) listener(reply.payload);
      } else if (reply.op === 'result' || reply.op === 'error') {
        const call = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (reply.op === 'result') call?.resolve(reply.result);
        else call?.reject(revive(reply.error));
      }
    });
    const stopped = (error: Error) => {
      this.#stopped ??= error;
      for (const call of this.#pending.values()) call.reject(this.#stopped);
      this.#pending.clear();
      this.#lock?.release();
    };
    worker.on('error', (error) => stopped(new Error(`The PGlite thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stopped(new Error(`The PGlite thread stopped (exit code ${code})`)));
  }

  /** Opens PGlite on `folder` (null: in memory) in a new thread, after taking the folder's lock. */
  static async start(folder: string | null): Promise<PgliteWorker> {
    const dir = folder === null ? null : resolve(folder);
    let lock: DataDirLock | null = null;
    if (dir !== null) {
      mkdirSync(dirname(dir), { recursive: true });
      lock = await lockDataDir(dir);
    }
    try {
      const worker = new Worker(new URL('./pglite-thread-entry.mjs', import.meta.url), { workerData: { folder: dir }, execArgv: [] });
      let onMessage = (_reply: ThreadReply) => {};
      let onError = (_error: Error) => {};
      let onExit = (_code: number) => {};
      try {
        await new Promise<void>((ready, failed) => {
          onMessage = (reply) => {
            if (reply.op === 'ready') ready();
            else if (reply.op === 'failed') failed(revive(reply.error));
          };
          onError = failed;
          onExit = (code) => failed(new Error(`The PGlite thread stopped while opening ${dir ?? 'memory'} (exit code ${code})`));
          worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        });
      } finally {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      }
      return new PgliteWorker(worker, lock);
    } catch (error) {
      lock?.release();
      throw error;
    }
  }

  #call<T>(request: Call): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } satisfies ThreadRequest);
    });
  }

  #calls(tx: number | null): PgliteCalls {
    return {
      query: <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.#call<Results<T>>({ op: 'query', tx, sql, params, rowMode: options.rowMode ?? 'object' }),
      exec: (sql: string) => this.#call<Results[]>({ op: 'exec', tx, sql }),
      prepared: <T>(name: string, sql: string, values: unknown[], options: PreparedOptions = {}) =>
        this.#call<Results<T>>({ op: 'prepared', tx, name, sql, values, generic: options.generic === true }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#calls(null).query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#calls(null).exec(sql);
  }

  /**
   * See PgliteCalls.prepared: outside any transaction. The runs asked in one turn of the event loop go to the thread
   * together, as one message and one call of PGlite with their EXECUTEs in a row (the thread's `batch`): under load,
   * each statement then costs PGlite about half as much (the pet page's: 0.56 ms alone, 0.31 in fives or more; a
   * call's own work is as large as the statement's), and the messages are fewer. Only reads go this way
   * (preparedRows's statements), so several in one implicit transaction change nothing; should one fail, the thread
   * runs each on its own, and each caller gets its own answer.
   */
  prepared<T>(name: string, sql: string, values: unknown[], options: PreparedOptions = {}): Promise<Results<T>> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise<Results<T>>((resolve, reject) => {
      if (this.#batch.length === 0) setImmediate(() => this.#sendBatch());
      this.#batch.push({ call: { name, sql, values, generic: options.generic === true }, resolve: resolve as (value: Results) => void, reject });
    });
  }

  #sendBatch(): void {
    const batch = this.#batch;
    this.#batch = [];
    if (batch.length === 1) {
      const [{ call, resolve, reject }] = batch;
      this.#call<Results>({ op: 'prepared', tx: null, ...call }).then(resolve, reject);
      return;
    }
    this.#call<BatchOutcome[]>({ op: 'batch', items: batch.map((b) => b.call) }).then(
      (outcomes) => outcomes.forEach((outcome, k) => ('result' in outcome ? batch[k].resolve(outcome.result) : batch[k].reject(revive(outcome.error)))),
      (error: Error) => batch.forEach((b) => b.reject(error)),
    );
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteCalls) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback(this.#calls(tx));
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Tells `listener` of every NOTIFY on `channel`; answers the function that stops it. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    listeners.add(listener);
    if (listeners.size === 1) await this.#call({ op: 'listen', channel });
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0 && !this.closed) await this.#call({ op: 'unlisten', channel });
    };
  }

  get closed(): boolean {
    return this.#stopped !== null || this.#closing !== null;
  }

  /** Closes PGlite (a checkpoint), ends the thread and gives up the folder's lock. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#call({ op: 'close' });
      } finally {
        await this.#worker.terminate();
        this.#lock?.release();
      }
    })();
    return this.#closing;
  }
}
