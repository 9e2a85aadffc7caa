import { describe, expect, it } from 'vitest';
import { readPedigreeCsv } from '../../src/cli/pedigree/csv-pedigree';

describe('the CLI CSV reader: ids as bytes', () => {
  it('an id quoted in one place and bare in another, of any length (1 to 25 bytes, sharing a prefix), is one dog', () => {
    // Every length around the 4-byte words of the hash and the 20 bytes the id table holds inline.
    const ids = Array.from({ length: 25 }, (_, k) => `BC${'0'.repeat(k)}`.slice(0, k + 1));
    const lines = ['\ufeffid,name,sire,dam'];
    // Founders, each once bare as its own id; then one offspring per pair, the parents quoted.
    ids.forEach((id, k) => lines.push(`${id},"Dog ${k}, founder",,0`));
    for (let k = 0; k + 1 < ids.length; k += 2) lines.push(`"kid-${k}",x,"${ids[k]}",${ids[k + 1]}`);
    const csv = readPedigreeCsv(Buffer.from(`${lines.join('\r\n')}`)); // CRLF, no line break at the end
    expect(csv.rows).toBe(25 + 12);
    expect(csv.table.size).toBe(25 + 12);
    ids.forEach((id, k) => {
      expect(csv.table.name(csv.ids[k])).toBe(id);
      expect(csv.sires[k]).toBe(0);
      expect(csv.dams[k]).toBe(0);
    });
    for (let j = 0; j < 12; j++) {
      const r = 25 + j;
      expect(csv.table.name(csv.ids[r])).toBe(`kid-${2 * j}`);
      expect(csv.sires[r]).toBe(csv.ids[2 * j]);
      expect(csv.dams[r]).toBe(csv.ids[2 * j + 1]);
    }
    expect(csv.table.name(csv.ids[0])).toBe('B'); // the byte-order mark is not part of the first field
    expect(csv.lines[0]).toBe(2);
  });

  it('a parent id without a row of its own is interned once, however it is written', () => {
    const csv = readPedigreeCsv(Buffer.from('id,sire,dam\na,"Sire-X",dam-Y\nb,Sire-X,"dam-Y"\nc,"Sire-X",\n'));
    expect(csv.rows).toBe(3);
    expect(csv.table.size).toBe(5);
    expect(new Set([csv.sires[0], csv.sires[1], csv.sires[2]]).size).toBe(1);
    expect(csv.dams[0]).toBe(csv.dams[1]);
    expect(csv.dams[2]).toBe(0);
    expect(csv.table.name(csv.sires[0])).toBe('Sire-X');
  });
});
