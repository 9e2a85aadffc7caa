import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client';

let tables: string[] | undefined;

/** Row counts of every table of the public schema (to prove a refused request wrote nothing). */
export async function countRows(app: FastifyInstance): Promise<Record<string, number>> {
  tables ??= (
    await queryRows<{ table_name: string }>(
      app.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.table_name);
  const union = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all ');
  const rows = await queryRows<{ t: string; n: number }>(app.db, sql.raw(union));
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}
