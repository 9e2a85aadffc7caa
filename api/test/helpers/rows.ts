import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client';

const tablesOf = new WeakMap<FastifyInstance, Promise<string[]>>();

/** Every table of the public schema (read once per app). */
function tables(app: FastifyInstance): Promise<string[]> {
  let list = tablesOf.get(app);
  if (!list) {
    list = queryRows<{ table_name: string }>(
      app.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((rows) => rows.map((r) => r.table_name));
    tablesOf.set(app, list);
  }
  return list;
}

/** Row counts of every table of the public schema. */
export async function countRows(app: FastifyInstance): Promise<Record<string, number>> {
  const union = (await tables(app)).map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all ');
  const rows = await queryRows<{ t: string; n: number }>(app.db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

/**
 * The database's contents, one md5 per table over all its rows in a fixed order (to prove a refused request
 * wrote nothing: no row added, removed or changed). One query.
 */
export async function fingerprint(app: FastifyInstance): Promise<Record<string, string>> {
  const union = (await tables(app))
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as h from "${t}" r`)
    .join(' union all ');
  const rows = await queryRows<{ t: string; h: string }>(app.db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}
