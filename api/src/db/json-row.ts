import { getTableColumns, type Table } from 'drizzle-orm';

/** A JSON column as the driver gives it (PGlite parses it, node-postgres may too): the value. */
export function parsed<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Reads `to_json(row)` of `table` (snake_case keys, timestamps as text) into drizzle's row shape (the select's own):
 * a statement that answers several tables' rows as JSON columns reads each with one of these.
 */
export function rowFromJson<T extends Table>(table: T): (json: Record<string, unknown> | string) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name, column.columnType === 'PgTimestamp'] as const);
  return (value) => {
    const json = parsed<Record<string, unknown>>(value)!;
    const row: Record<string, unknown> = {};
    for (const [key, name, timestamp] of columns) {
      const field = json[name] ?? null;
      row[key] = timestamp && field !== null ? new Date(field as string) : field;
    }
    return row as T['$inferSelect'];
  };
}
