import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` and counts the statements the database's client ran meanwhile whose text holds `fragment` (in-process
 * PGlite, or PostgreSQL's pool: its query takes a text or a named statement's config).
 */
export async function countStatements<T>(app: FastifyInstance, fragment: string, run: () => Promise<T>): Promise<{ result: T; count: number }> {
  const client = (app.db as unknown as { session: { client: { query: (...args: unknown[]) => Promise<unknown> } } }).session.client;
  const query = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text?.includes(fragment)) count += 1;
    return query.apply(this, args);
  };
  try {
    return { result: await run(), count };
  } finally {
    client.query = query;
  }
}
