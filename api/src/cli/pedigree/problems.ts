import { NO_DATE, type PedigreeProblem } from '../../pedigree';
import { type CsvPedigree } from './csv-pedigree';
import { type Conflict, type CsvPets } from './csv-pets';

/** A problem of the file as the CLI prints it: its kind, the lines involved, the message, what --lenient drops. */
export interface FileProblem {
  kind: string;
  lines: number[];
  message: string;
  dropped: string[];
}

/**
 * Every problem of a CSV pedigree, in the order found: records without an id, dogs whose rows disagree, then the
 * engine's audit (parent links; see src/pedigree/audit.ts), each with its ids as named in the file and its lines.
 */
export function fileProblems(csv: CsvPedigree, pets: CsvPets, audit: readonly PedigreeProblem[]): FileProblem[] {
  const name = (id: number): string => csv.table.name(id);
  const at = (lines: number[]): string => (lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(', ')}`);
  const linesOf = (ids: readonly number[]): number[] => [...new Set(ids.map((id) => pets.lineOf[id]).filter((l) => l > 0))];
  const out: FileProblem[] = [];
  for (const line of csv.emptyIds) {
    out.push({ kind: 'empty-id', lines: [line], message: 'the record has no id', dropped: [`the record (${at([line])})`] });
  }
  for (const c of pets.conflicts) {
    out.push({
      kind: 'conflict',
      lines: c.lines,
      message: `pet ${name(c.id)} is listed with ${value(c, 0, name)} (line ${c.lines[0]}) and ${value(c, 1, name)} (line ${c.lines[1]})`,
      dropped: [`${c.field} of ${name(c.id)} (${at(c.allLines)})`],
    });
  }
  for (const p of audit) {
    const named = p.error.withNames((id) => name(id as number));
    out.push({
      kind: p.kind,
      lines: linesOf(p.error.ids as number[]),
      message: named.message,
      dropped: p.dropped.map((l) => `${l.role} ${name(l.parent)} of ${name(l.child)} (${at(linesOf([l.child]))})`),
    });
  }
  return out;
}

function value(c: Conflict, k: 0 | 1, name: (id: number) => string): string {
  const v = c.values[k];
  switch (c.field) {
    case 'sire':
    case 'dam':
      return v === 0 ? `no ${c.field}` : `${c.field} ${name(v)}`;
    case 'sex':
      return `sex ${v === 1 ? 'male' : v === 2 ? 'female' : 'unknown'}`;
    case 'birth':
      return v === NO_DATE ? 'no birth date' : `birth date ${new Date(v * 86_400_000).toISOString().slice(0, 10)}`;
  }
}

/** The problems as printed on standard error: one per line, with what was dropped under --lenient. */
export function formatProblems(file: string, problems: readonly FileProblem[], lenient: boolean): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${file}`;
  const head = lenient
    ? `pedigree: --lenient: ${count}; computed without what is dropped below:`
    : `pedigree: ${count}; nothing computed (--lenient treats the bad parent links as unknown and computes):`;
  const lines = [head];
  for (const p of problems) {
    lines.push(`  ${p.kind}${p.lines.length > 0 ? ` (${p.lines.length === 1 ? 'line' : 'lines'} ${p.lines.join(', ')})` : ''}: ${p.message}`);
    if (lenient) lines.push(`    dropped: ${p.dropped.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
