import { openSync, writeSync, closeSync } from 'node:fs';
import { type GeneratedPedigree } from './generate';

/**
 * The CSV name of a generated id: a registration-like string that shares its prefix with every other id
 * (`BC-0000001`), the case that once slowed the CLI's id table down.
 */
export function csvId(id: number): string {
  return `BC-${String(id).padStart(7, '0')}`;
}

/**
 * Write the generated pedigree as the CLI reads it: `id,name,sex,sire,dam,born` with string ids
 * (`csvId`), rows in the generator's shuffled order, unknown parents empty.
 */
export function writePedigreeCsv(p: GeneratedPedigree, file: string): number {
  const fd = openSync(file, 'w');
  const chunk = Buffer.allocUnsafe(1 << 20);
  let pos = 0;
  let bytes = 0;
  const flush = (): void => {
    writeSync(fd, chunk, 0, pos);
    bytes += pos;
    pos = 0;
  };
  pos += chunk.write('id,name,sex,sire,dam,born\n', pos, 'latin1');
  for (let r = 0; r < p.count; r++) {
    if (pos > chunk.length - 200) flush();
    const id = p.ids[r];
    const s = p.sires[r];
    const d = p.dams[r];
    const born = new Date(p.births[r] * 86_400_000).toISOString().slice(0, 10);
    const line = `${csvId(id)},"Dog ${id}",${p.sexes[r] === 1 ? 'M' : 'F'},${s > 0 ? csvId(s) : ''},${d > 0 ? csvId(d) : ''},${born}\n`;
    pos += chunk.write(line, pos, 'latin1');
  }
  flush();
  closeSync(fd);
  return bytes;
}
