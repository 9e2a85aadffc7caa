import { sql, type SQL } from 'drizzle-orm';
import { type DbOrTx, shapedRows } from '../../../db/client';
import { offsetOf, type PageRequest } from '../../../lib/paging';
import type { ListFilter } from './matings';

/**
 * The public lists' statements, one per list and filter shape (which filters are given), run as prepared statements
 * through shapedRows (named by their text): planning a list page took PGlite ~1 ms, more than running it
 * (docs/benchmarks.md, issue 12), and a prepared statement is planned once per connection. Every value is a parameter
 * PGlite's EXECUTE takes (db/pglite-thread.ts): days as their text, countries as one comma list, the maximum COI as its
 * shortest decimal text (read back to the same double).
 */
export interface ListedStatement {
  /** Names its prepared statements (with a hash of their text). */
  prefix: string;
  /** The conditions (`and`-joined) on the table aliased `t`. */
  where: SQL[];
}

/** Starts a statement named from `prefix` with the list's own conditions (fixed text on the table aliased `t`). */
export function listedStatement(prefix: string, where: string): ListedStatement {
  return { prefix, where: [sql.raw(where)] };
}

/** The day `today`: the announcements listed on it (`listed_until` is on or after it; null: always, for matings). */
export function listedOn(statement: ListedStatement, today: string, nullListed: boolean): void {
  statement.where.push(nullListed ? sql`(t.listed_until is null or t.listed_until >= ${today}::date)` : sql`t.listed_until >= ${today}::date`);
}

/** The lists' filters on the table aliased `t`, whose day (mating date, birth date) is `dayColumn`. */
export function filterShape(statement: ListedStatement, dayColumn: string, filter: ListFilter, createdBy: number | undefined): void {
  const day = sql.raw(`t.${dayColumn}`);
  const add = (condition: SQL) => statement.where.push(condition);
  if (filter.countries?.length) add(sql`t.country = any(string_to_array(${filter.countries.join(',')}::text, ','))`);
  if (filter.breed) add(sql`t.breed_id = ${filter.breed}::text`);
  if (filter.sire) add(sql`t.sire_id = ${filter.sire}::int`);
  if (filter.dam) add(sql`t.dam_id = ${filter.dam}::int`);
  if (filter.dateFrom) add(sql`${day} >= ${filter.dateFrom}::date`);
  if (filter.dateTo) add(sql`${day} <= ${filter.dateTo}::date`);
  // As its shortest decimal text, which PostgreSQL's float8 reads back to the very same double.
  if (filter.maxCoi !== undefined) add(sql`t.coi is not null and t.coi <= ${String(filter.maxCoi)}::float8`);
  if (createdBy !== undefined) add(sql`t.created_by = ${createdBy}::int`);
}

/**
 * Runs a list page: the rows of `table` (aliased `t`) that meet the statement's conditions, newest first by
 * `dayColumn`, the page cut first (aliased `r`, with the `total` of the rows that met them) and only its rows read with
 * `columns` (on `r`). The total is counted apart only when the page is past the end.
 */
export async function listedRows<J extends { total: number }>(
  db: DbOrTx, statement: ListedStatement, table: string, dayColumn: string, columns: string, request: PageRequest,
): Promise<{ found: J[]; total: number }> {
  const where = sql.join(statement.where, sql` and `);
  const from = sql.raw(`${table} t`);
  const found = await shapedRows<J>(db, statement.prefix, sql`select ${sql.raw(columns)}, r.total
    from (select t.*, (count(*) over ())::int as total from ${from} where ${where}
          order by ${sql.raw(`t.${dayColumn} desc, t.id desc`)} limit ${request.limit}::int offset ${offsetOf(request)}::int) r
    order by ${sql.raw(`r.${dayColumn} desc, r.id desc`)}`);
  if (found.length > 0 || offsetOf(request) === 0) return { found, total: found[0]?.total ?? 0 };
  const [{ total }] = await shapedRows<{ total: number }>(db, `${statement.prefix}count`, sql`select count(*)::int as total from ${from} where ${where}`);
  return { found, total };
}
