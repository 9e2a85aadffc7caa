import { describe, expect, it } from 'vitest';
import { IdTable } from '../../src/cli/pedigree/id-table';

/** `ids` written twice into one buffer; returns the buffer and the start of each occurrence. */
function twice(ids: string[]): { buf: Buffer; first: number[]; second: number[] } {
  const text = [...ids, ...ids].join('\n');
  const buf = Buffer.from(text);
  const starts: number[] = [];
  let pos = 0;
  for (const id of [...ids, ...ids]) {
    starts.push(pos);
    pos += Buffer.byteLength(id) + 1;
  }
  return { buf, first: starts.slice(0, ids.length), second: starts.slice(ids.length) };
}

const registration = (k: number): string => `BC-${String(k).padStart(7, '0')}`;

describe('the CLI id table', () => {
  it('interns ids that share a long prefix: one number per distinct id, the same number on every occurrence', () => {
    const ids = Array.from({ length: 60_000 }, (_, k) => registration(k + 1));
    // Ids that differ only in their first bytes, in their length, or after the first 20 bytes.
    ids.push('AC-0000001', 'BC-000001', 'BC-00000001', `${'X'.repeat(24)}1`, `${'X'.repeat(24)}2`, 'a', 'b', 'é-1');
    const { buf, first, second } = twice(ids);
    const table = new IdTable(buf, 16); // grows from a small start
    const numbers = ids.map((id, k) => table.intern(first[k], first[k] + Buffer.byteLength(id)));
    expect(numbers).toEqual(ids.map((_, k) => k + 1));
    expect(table.size).toBe(ids.length);
    expect(ids.map((_, k) => table.intern(second[k], second[k] + Buffer.byteLength(ids[k])))).toEqual(numbers);
    expect(table.size).toBe(ids.length);
    for (const k of [0, 59_999, 60_000, 60_003, 60_004, 60_007]) expect(table.name(k + 1)).toBe(ids[k]);
  });

  it('looks up an id of up to 20 bytes from the table alone, without reading its first occurrence again', () => {
    // Keys sharing their first 8 bytes used to be compared against the bytes of the first occurrence: one more
    // cache miss per lookup in a file of millions of rows. The table now holds the key itself.
    const ids = Array.from({ length: 20_000 }, (_, k) => registration(3 * k + 7));
    const { buf, first, second } = twice(ids);
    const table = new IdTable(buf, ids.length);
    ids.forEach((id, k) => table.intern(first[k], first[k] + id.length));
    buf.fill('#', 0, second[0] - 1); // the first occurrences are gone
    expect(ids.map((id, k) => table.intern(second[k], second[k] + id.length))).toEqual(ids.map((_, k) => k + 1));
    expect(table.size).toBe(ids.length);
  });
});
