/**
 * Pedigree command line.
 *   pedigree coi FILE.csv                 -> id,F for every row (input order), F to 10 decimals
 *   pedigree kinship FILE.csv SIRE DAM    -> COI of their offspring (10 decimals)
 *       [--generations N]                    over N generations instead of the whole pedigree
 * FILE.csv: a header with id, sire, dam (other columns ignored); empty or 0 = unknown parent.
 * Exit codes: 0 ok, 1 refused input (loop, duplicate id, wrong sex, …), 2 usage.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Pedigree, PedigreeError } from '../pedigree';
import { CsvError, type CsvPedigree, readPedigreeCsv } from './pedigree/csv-pedigree';
import { formatF, writeInbreeding } from './pedigree/output';

const USAGE = `usage:
  pedigree coi FILE.csv                      print id,F for every row (F to 10 decimals)
  pedigree kinship FILE.csv SIRE DAM [--generations N]
                                             print the COI of the offspring of SIRE and DAM
FILE.csv needs a header with the columns id, sire and dam; an empty or 0 parent is unknown.`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'coi') {
    if (rest.length !== 1) throw new UsageError('coi takes one file');
    const { csv, buf } = read(rest[0]);
    const pedigree = build(csv);
    await writeInbreeding(csv.table, buf, csv.rows, csv.ids, (id) => pedigree.inbreeding(id));
    return 0;
  }
  if (command === 'kinship') {
    let generations: number | null = null;
    const args: string[] = [];
    for (let k = 0; k < rest.length; k++) {
      const a = rest[k];
      if (a === '--generations' || a === '-g') {
        generations = Number(rest[++k]);
        if (!Number.isInteger(generations) || generations < 1) throw new UsageError('--generations needs a positive integer');
      } else if (a.startsWith('--generations=')) {
        generations = Number(a.slice('--generations='.length));
        if (!Number.isInteger(generations) || generations < 1) throw new UsageError('--generations needs a positive integer');
      } else args.push(a);
    }
    if (args.length !== 3) throw new UsageError('kinship takes a file, a sire and a dam');
    const { csv, buf } = read(args[0]);
    const pedigree = build(csv);
    const idOf = (name: string): number => {
      const id = lookup(csv, buf, name);
      if (id === 0) throw new PedigreeError('unknown-pet', [name], (ids) => `pet ${ids[0]} is not in the file`);
      return id;
    };
    const sire = idOf(args[1]);
    const dam = idOf(args[2]);
    try {
      const coi = generations === null ? pedigree.matingCoi(sire, dam) : pedigree.matingCoiGenerations(sire, dam, generations);
      process.stdout.write(`${formatF(coi)}\n`);
    } catch (e) {
      throw e instanceof PedigreeError ? e.withNames((id) => (typeof id === 'number' ? csv.table.name(id) : id)) : e;
    }
    return 0;
  }
  throw new UsageError(command === undefined ? 'no command' : `unknown command ${command}`);
}

function read(file: string): { csv: CsvPedigree; buf: Buffer } {
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (e) {
    throw new CsvError(`cannot read ${path}: ${(e as Error).message}`);
  }
  return { csv: readPedigreeCsv(buf), buf };
}

function build(csv: CsvPedigree): Pedigree {
  try {
    return Pedigree.fromColumns({
      ids: csv.ids.subarray(0, csv.rows),
      sires: csv.sires.subarray(0, csv.rows),
      dams: csv.dams.subarray(0, csv.rows),
      sexes: csv.sexes ? csv.sexes.subarray(0, csv.rows) : undefined,
      births: csv.births ? csv.births.subarray(0, csv.rows) : undefined,
    });
  } catch (e) {
    throw e instanceof PedigreeError ? e.withNames((id) => (typeof id === 'number' ? csv.table.name(id) : id)) : e;
  }
}

/** Interned id of a name given on the command line, 0 if absent. */
function lookup(csv: CsvPedigree, buf: Buffer, name: string): number {
  const want = Buffer.from(name, 'utf8');
  for (let id = 1; id <= csv.table.size; id++) {
    const start = csv.table.start(id);
    if (csv.table.length(id) === want.length && buf.compare(want, 0, want.length, start, start + want.length) === 0) return id;
  }
  return 0;
}

// A closed pipe (e.g. `| head`) ends the output quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      process.stderr.write(`pedigree: ${e.message}\n${USAGE}\n`);
      process.exitCode = 2;
    } else if (e instanceof PedigreeError) {
      process.stderr.write(`pedigree: error (${e.code}): ${e.message}\n`);
      process.exitCode = 1;
    } else if (e instanceof CsvError) {
      process.stderr.write(`pedigree: ${e.message}\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`pedigree: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    }
  },
);
