import { create as contentDisposition } from 'content-disposition';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { ExportFormat } from '@bc/shared/contracts';
import { normalizeSearch } from '../pets/search-text';
import type { Cell } from './columns';

/** A file to send: its bytes, type and the Content-Disposition naming it. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  disposition: string;
}

/**
 * A spreadsheet opens a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return, which some strip
 * first) as a formula: a dog named `=HYPERLINK(…)` would run in the club's Excel. Such text gets a leading apostrophe,
 * which spreadsheets show as text (OWASP's advice for CSV injection).
 */
export const neutralise = (value: Cell): Cell => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** RFC 4180 (quotes where needed, CRLF) in UTF-8 with a BOM, so Excel reads Cyrillic and Chinese as they are. */
export function toCsv(header: string[], rows: Cell[][]): Buffer {
  const text = stringify([header, ...rows.map((row) => row.map(neutralise))], { bom: true, record_delimiter: 'windows' });
  return Buffer.from(text, 'utf8');
}

/**
 * XLSX (write-excel-file): text cells are written as strings, never as formulas, so they need no apostrophe; numbers
 * stay numbers. The header row is bold and stays on screen while scrolling.
 */
export async function toXlsx(header: string[], rows: Cell[][]): Promise<Buffer> {
  const data = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows.map((row) => row.map((value) => (value === null ? null : value)))];
  return writeXlsxFile(data, { stickyRowsCount: 1, columns: header.map((h) => ({ width: Math.min(40, Math.max(10, h.length + 2)) })) }).toBuffer();
}

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A name's ASCII form for the plain `filename=`: transliterated as the search does (`Шептун` → `sheptun`, accents
 * off), Latin letters and digits kept, any other run one `_` (a Chinese name keeps only its Latin part).
 */
export const asciiName = (name: string) => normalizeSearch(name).replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'export';

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<the name>` (content-disposition): browsers save the UTF-8
 * name (a dog's Cyrillic name), older clients the ASCII one. `base`: the name without its extension.
 */
export function fileNameHeader(base: string, format: ExportFormat): string {
  const clean = base.replace(/[\p{Cc}"\\/]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'export';
  return contentDisposition(`${clean}.${format}`, { fallback: `${asciiName(clean)}.${format}` });
}

export async function exportFile(format: ExportFormat, base: string, header: string[], rows: Cell[][]): Promise<ExportFile> {
  const body = format === 'csv' ? toCsv(header, rows) : await toXlsx(header, rows);
  return { body, contentType: TYPES[format], disposition: fileNameHeader(base, format) };
}
