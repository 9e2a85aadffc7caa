import { type DbOrTx, preparedRows } from '../../../db/client';
import { offsetOf, type PageRequest } from '../../../lib/paging';
import type { ListFilter } from './matings';

/**
 * The public lists' statements, one per list and filter shape (which filters are given), run as prepared statements
 * (preparedRows): planning a list page took PGlite ~1 ms, more than running it (docs/benchmarks.md, issue 12), and
 * a prepared statement is planned once per connection. The server's PGlite runs them with EXECUTE, whose values can
 * be integers, booleans, null, text and arrays of integers (db/pglite-thread.ts): days go as their text, countries
 * as one comma list, and the maximum COI as its shortest decimal text (read back to the same double). A statement's
 * text depends only on its shape (its name).
 */
export interface ListedStatement {
  name: string;
  /** The conditions (`and`-joined) on the table aliased `t`. */
  where: string;
  values: unknown[];
  /** The next value's placeholder. */
  param(value: unknown, cast: string): string;
}

/** Starts a statement named from `prefix` with the list's own conditions; values are numbered in the order they are added. */
export function listedStatement(prefix: string, where: string): ListedStatement {
  const values: unknown[] = [];
  return { name: prefix, where, values, param: (value, cast) => `$${values.push(value)}::${cast}` };
}

/** Adds a condition with its shape's letter to the statement's name. */
function add(statement: ListedStatement, letter: string, condition: string): void {
  statement.name += letter;
  statement.where += ` and ${condition}`;
}

/** The day `today`: the announcements listed on it (`listed_until` is on or after it; null: always, for matings). */
export function listedOn(statement: ListedStatement, today: string, nullListed: boolean): void {
  const day = statement.param(today, 'date');
  statement.where += nullListed ? ` and (t.listed_until is null or t.listed_until >= ${day})` : ` and t.listed_until >= ${day}`;
}

/** The lists' filters on the table aliased `t`, whose day (mating date, birth date) is `dayColumn`. */
export function filterShape(statement: ListedStatement, dayColumn: string, filter: ListFilter, createdBy: number | undefined): void {
  const { param } = statement;
  if (filter.countries?.length) add(statement, 'c', `t.country = any(string_to_array(${param(filter.countries.join(','), 'text')}, ','))`);
  if (filter.breed) add(statement, 'b', `t.breed_id = ${param(filter.breed, 'text')}`);
  if (filter.sire) add(statement, 's', `t.sire_id = ${param(filter.sire, 'int')}`);
  if (filter.dam) add(statement, 'd', `t.dam_id = ${param(filter.dam, 'int')}`);
  if (filter.dateFrom) add(statement, 'f', `t.${dayColumn} >= ${param(filter.dateFrom, 'date')}`);
  if (filter.dateTo) add(statement, 't', `t.${dayColumn} <= ${param(filter.dateTo, 'date')}`);
  if (filter.maxCoi !== undefined) {
    // As its shortest decimal text, which PostgreSQL's float8 reads back to the very same double.
    add(statement, 'x', `t.coi is not null and t.coi <= ${param(String(filter.maxCoi), 'float8')}`);
  }
  if (createdBy !== undefined) add(statement, 'u', `t.created_by = ${param(createdBy, 'int')}`);
}

/**
 * Runs a list page: the rows of `table` (aliased `t`) that meet the statement's conditions, newest first by
 * `dayColumn`, the page cut first (aliased `r`, with the `total` of the rows that met them) and only its rows read with
 * `columns` (on `r`). The total is counted apart only when the page is past the end.
 */
export async function listedRows<J extends { total: number }>(
  db: DbOrTx, statement: ListedStatement, table: string, dayColumn: string, columns: string, request: PageRequest,
): Promise<{ found: J[]; total: number }> {
  const { name, where, param, values } = statement;
  const found = await preparedRows<J>(db, name, `select ${columns}, r.total
    from (select t.*, (count(*) over ())::int as total from ${table} t where ${where}
          order by t.${dayColumn} desc, t.id desc limit ${param(request.limit, 'int')} offset ${param(offsetOf(request), 'int')}) r
    order by r.${dayColumn} desc, r.id desc`, values);
  if (found.length > 0 || offsetOf(request) === 0) return { found, total: found[0]?.total ?? 0 };
  const [{ total }] = await preparedRows<{ total: number }>(db, `${name}count`, `select count(*)::int as total from ${table} t where ${where}`, values.slice(0, -2));
  return { found, total };
}
