import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';

/** A spreadsheet as text: its header and its rows (every cell a trimmed-right string, '' when empty). */
export interface Table {
  header: string[];
  rows: string[][];
}

export const MAX_IMPORT_ROWS = 200_000;

export class TableError extends Error {
  constructor(
    readonly reason: 'empty' | 'too-many-rows' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'TableError';
  }
}

/** XLSX files are zip archives: they start with `PK\x03\x04`. */
export const isXlsx = (buffer: Uint8Array) => buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A date cell as `YYYY-MM-DD` (XLSX dates are UTC midnights). */
const isoDay = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  return String(value);
}

function finish(records: string[][]): Table {
  const nonEmpty = records.filter((r) => r.some((c) => c.trim() !== ''));
  if (nonEmpty.length === 0) throw new TableError('empty', 'the file has no header row');
  const [header, ...rows] = nonEmpty;
  if (rows.length > MAX_IMPORT_ROWS) throw new TableError('too-many-rows', `the file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} are imported at once`);
  return { header: header.map((h) => h.trim()), rows };
}

/**
 * Reads a CSV (comma, semicolon or tab separated, detected from the header line; UTF-8 with or without BOM) or an
 * XLSX file (its first sheet). Parsing is csv-parse's and read-excel-file's.
 */
export async function readTable(buffer: Buffer): Promise<Table> {
  if (isXlsx(buffer)) {
    let data: unknown[][];
    try {
      const sheets = await readXlsxFile(buffer);
      data = sheets[0]?.data ?? [];
    } catch (err) {
      throw new TableError('unreadable', `the XLSX file cannot be read: ${(err as Error).message}`);
    }
    return finish(data.map((row) => row.map(cellText)));
  }
  const text = buffer.toString('utf8');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1])[0][0];
  try {
    const records = parse(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
    return finish(records);
  } catch (err) {
    if (err instanceof TableError) throw err;
    throw new TableError('unreadable', `the CSV file cannot be read: ${(err as Error).message}`);
  }
}
