/**
 * The PGlite thread (started by pglite-worker.ts through pglite-thread-entry.mjs): owns the PGlite instance and
 * answers the API thread's calls, so Postgres's work never holds up the API's event loop. One call is one message;
 * a transaction is held open here between the calls of its owner (PGlite queues everyone else's meanwhile).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type PGlite, type Results, type Transaction, types } from '@electric-sql/pglite';
import { createMemoryPglite, openDurablePglite } from './pglite-folder';
import type { BatchOutcome, PreparedCall, ThreadReply, ThreadRequest } from './pglite-worker';

const port = parentPort!;
const { folder } = workerData as { folder: string | null };

/** drizzle's PGlite driver keeps dates, times and intervals as text; the same here, for every call. */
const identity = (value: string) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, identity]),
);

/** An error as plain data (message, name, and Postgres's fields: code, detail, constraint, …). */
function plain(error: unknown) {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: e.name, message: e.message, fields };
}

let db: PGlite;
try {
  db = folder ? await openDurablePglite(folder) : await createMemoryPglite();
  // Text values are written into EXECUTE as standard string literals (see literal()): only a quote is special in them
  // while this is on (PostgreSQL's default since 9.1), and the session keeps it on whatever the server's default.
  await db.exec('set standard_conforming_strings = on');
} catch (error) {
  port.postMessage({ op: 'failed', error: plain(error) } satisfies ThreadReply);
  process.exit(1);
}

/** Open transactions: their handle, and how to end them (true: commit). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();
const unlisteners = new Map<string, () => Promise<void>>();
let nextTx = 1;
const ROLLBACK = Symbol('rollback');

/**
 * Statements prepared in this PGlite session (`PREPARE`), by name. PGlite's query call has no named statements, so
 * a hot read is prepared once in SQL and run with `EXECUTE name(…)`, its values written as literals: integers,
 * booleans, null and arrays of integers, which cannot carry anything but themselves, and text as a standard string
 * literal (its quotes doubled, as libpq's PQescapeStringConn does: with standard_conforming_strings on, set at start,
 * nothing else is special inside one; a NUL, which PostgreSQL's text cannot hold, is refused).
 */
const preparedStatements = new Map<string, Promise<unknown>>();
const STATEMENT_NAME = /^[a-z_][a-z0-9_]*$/;
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return `'{${value.join(',')}}'`;
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error("A prepared statement's text value cannot hold a NUL character");
    return `'${value.replace(/'/g, "''")}'`;
  }
  throw new Error(`A prepared statement's value must be an integer, a boolean, null, text or an array of integers (got ${typeof value})`);
}

/** Prepares `name` in this session once (on `target`: the database, or a transaction's handle). */
async function ensurePrepared(target: PGlite | Transaction, name: string, sql: string): Promise<void> {
  if (!STATEMENT_NAME.test(name)) throw new Error(`Not a statement name: ${name}`);
  let prepared = preparedStatements.get(name);
  if (!prepared) {
    prepared = target.exec(`PREPARE ${name} AS ${sql}`);
    preparedStatements.set(name, prepared);
    prepared.catch(() => preparedStatements.delete(name));
  }
  await prepared;
}

const executeOf = (name: string, values: string[]) => `EXECUTE ${name}${values.length ? `(${values.join(', ')})` : ''}`;
/** Its generic plan, made once: see PreparedOptions (the SET is undone with the implicit transaction should EXECUTE fail). */
const GENERIC = (execute: string) => [`SET plan_cache_mode = force_generic_plan`, execute, 'RESET plan_cache_mode'];

/**
 * Several prepared reads outside transactions in one call of PGlite (their EXECUTEs in a row: one implicit
 * transaction, one round of PGlite's protocol). An item whose statement cannot be prepared or whose values cannot be
 * written fails alone; should the call fail (one statement's error ends the row), each runs again on its own.
 */
async function batch(items: PreparedCall[]): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = new Array(items.length);
  const parts: string[] = [];
  const runs: { item: number; part: number }[] = [];
  for (const [k, item] of items.entries()) {
    try {
      const values = item.values.map(literal);
      await ensurePrepared(db, item.name, item.sql);
      const statements = item.generic ? GENERIC(executeOf(item.name, values)) : [executeOf(item.name, values)];
      runs.push({ item: k, part: parts.length + (item.generic ? 1 : 0) });
      parts.push(...statements);
    } catch (error) {
      outcomes[k] = { error: plain(error) };
    }
  }
  if (runs.length === 0) return outcomes;
  try {
    const results = await db.exec(parts.join(';\n'), { parsers: PARSERS });
    for (const run of runs) outcomes[run.item] = { result: results[run.part] };
  } catch {
    for (const run of runs) {
      outcomes[run.item] = await answer({ op: 'prepared', id: 0, tx: null, ...items[run.item] }).then(
        (result) => ({ result: result as Results }),
        (error: unknown) => ({ error: plain(error) }),
      );
    }
  }
  return outcomes;
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === null ? db : transactions.get(request.tx)!.tx;
      return target.query(request.sql, request.params, { rowMode: request.rowMode, parsers: PARSERS });
    }
    case 'exec': {
      const target = request.tx === null ? db : transactions.get(request.tx)!.tx;
      return target.exec(request.sql, { parsers: PARSERS });
    }
    case 'prepared': {
      const values = request.values.map(literal);
      // In a transaction: on its handle (the same session; a statement prepared there outlives the transaction, as
      // PREPARE is not undone by a rollback).
      const target = request.tx === null ? db : transactions.get(request.tx)!.tx;
      await ensurePrepared(target, request.name, request.sql);
      const execute = executeOf(request.name, values);
      if (!request.generic) return target.query(execute, [], { parsers: PARSERS });
      // Its generic plan, made once (Postgres otherwise plans such a statement anew for each run when it guesses that a
      // custom plan is cheaper: a list's limit and offset as parameters were enough). One call (the simple protocol's
      // statements in a row): should EXECUTE fail, the SET is undone with the implicit transaction it ran in, or with
      // the rollback of the transaction the call is part of.
      const results = await target.exec(GENERIC(execute).join('; '), { parsers: PARSERS });
      return results[1];
    }
    case 'batch':
      return batch(request.items);
    case 'begin': {
      const id = nextTx++;
      return new Promise<number>((begun, failed) => {
        const done = db
          .transaction(async (tx) => {
            const commit = await new Promise<boolean>((end) => {
              transactions.set(id, { tx, end, done });
              begun(id);
            });
            if (!commit) throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          })
          .finally(() => transactions.delete(id));
        done.catch(failed); // BEGIN itself failed (the transaction was never handed out)
      });
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`No open transaction ${request.tx}`);
      open.end(request.commit);
      return open.done.then(() => null);
    }
    case 'listen': {
      if (!unlisteners.has(request.channel)) {
        const channel = request.channel;
        unlisteners.set(channel, await db.listen(channel, (payload) => port.postMessage({ op: 'notify', channel, payload } satisfies ThreadReply)));
      }
      return null;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(request.channel);
      unlisteners.delete(request.channel);
      await unlisten?.();
      return null;
    }
    case 'close': {
      await db.close();
      return null;
    }
  }
}

port.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (result) => port.postMessage({ op: 'result', id: request.id, result } satisfies ThreadReply),
    (error: unknown) => port.postMessage({ op: 'error', id: request.id, error: plain(error) } satisfies ThreadReply),
  );
});
port.postMessage({ op: 'ready' } satisfies ThreadReply);
