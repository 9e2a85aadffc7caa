import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';

export type Column<Row> = [name: string, type: string, value: (row: Row) => unknown];

const CHUNK = 10_000;

/**
 * Inserts many rows with one statement per chunk: every column travels as one array parameter and
 * `unnest` turns them back into rows (fast on PostgreSQL and on PGlite alike).
 */
export async function bulkInsert<Row>(db: DbOrTx, table: string, columns: Column<Row>[], rows: Row[]): Promise<void> {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = columns.map(([, type, value]) => sql`${sql.param(chunk.map(value))}::${sql.raw(type)}[]`);
    await db.execute(sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/**
 * Speeds up a bulk load inside a transaction: drops the secondary (non-unique) indexes of `tables`, and
 * returns a function that recreates them from their own definitions once the rows are in (building an index
 * once is far cheaper than updating it row by row, above all the trigram GIN indexes). When the role is a
 * superuser (PGlite always is) foreign-key triggers are skipped for the rest of the transaction: the
 * generator produces consistent data, and the tests check it.
 */
export async function prepareBulkLoad(db: DbOrTx, tables: string[]): Promise<() => Promise<void>> {
  const list = sql.join(tables.map((t) => sql`${t}`), sql`, `);
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select i.indexname, i.indexdef from pg_indexes i
        join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
        where i.schemaname = 'public' and i.tablename in (${list}) and not x.indisunique and not x.indisprimary`,
  );
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  const [{ superuser }] = await queryRows<{ superuser: boolean }>(db, sql`select rolsuper as superuser from pg_roles where rolname = current_user`);
  if (superuser) await db.execute(sql`set local session_replication_role = replica`);
  return async () => {
    if (superuser) await db.execute(sql`set local session_replication_role = origin`);
    for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  };
}

/** After rows with explicit ids, moves each identity sequence past the largest id. */
export async function resetSequences(db: DbOrTx, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
    );
  }
}
