/**
 * Pedigree command line.
 *   pedigree coi FILE.csv [--check sex,birth]   -> id,F for every row (input order), F to 10 decimals
 *   pedigree kinship FILE.csv SIRE DAM [--generations N] [--check sex,birth]
 *                                               -> COI of their offspring (10 decimals)
 * FILE.csv: a header with id, sire, dam; every other column is ignored unless --check asks for it;
 * empty or 0 = unknown parent.
 * Exit codes: 0 ok, 1 refused input (loop, duplicate id, a pet in both parent roles; with --check also a
 * parent of the wrong sex or born after its offspring), 2 usage.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Pedigree, PedigreeError } from '../pedigree';
import { type CsvColumns, CsvError, type CsvPedigree, readPedigreeCsv } from './pedigree/csv-pedigree';
import { formatF, writeInbreeding } from './pedigree/output';

const USAGE = `usage:
  pedigree coi FILE.csv [--check sex,birth]  print id,F for every row (F to 10 decimals)
  pedigree kinship FILE.csv SIRE DAM [--generations N] [--check sex,birth]
                                             print the COI of the offspring of SIRE and DAM
FILE.csv needs a header with the columns id, sire and dam; an empty or 0 parent is unknown.
Other columns are ignored, unless --check names them:
  --check sex     read the sex column (m/d = male, f/b = female) and refuse a female sire or a male dam
  --check birth   read the birth column (birth, born, birth_date, birthdate, dob, date_of_birth;
                  YYYY-MM-DD) and refuse a parent born after its offspring
Always refused (exit 1, naming the ids): a loop, an id listed twice, a pet that is sire of one pet and
dam of another, a pet whose sire and dam are the same.`;

const CHECKS = ['sex', 'birth'] as const;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { args, generations, columns } = options(rest);
  if (command === 'coi') {
    if (generations !== null) throw new UsageError('--generations applies to kinship only');
    if (args.length !== 1) throw new UsageError('coi takes one file');
    const { csv, buf } = read(args[0], columns);
    const pedigree = build(csv);
    await writeInbreeding(csv.table, buf, csv.rows, csv.ids, (id) => pedigree.inbreeding(id));
    return 0;
  }
  if (command === 'kinship') {
    if (args.length !== 3) throw new UsageError('kinship takes a file, a sire and a dam');
    const { csv, buf } = read(args[0], columns);
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

/** Split `--generations N` and `--check a,b` (also as `--x=value`) from the positional arguments. */
function options(rest: string[]): { args: string[]; generations: number | null; columns: CsvColumns } {
  let generations: number | null = null;
  const columns: CsvColumns = {};
  const args: string[] = [];
  for (let k = 0; k < rest.length; k++) {
    const a = rest[k];
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const name = eq >= 0 ? a.slice(0, eq) : a;
    const value = (): string => {
      const v = eq >= 0 ? a.slice(eq + 1) : rest[++k];
      if (v === undefined) throw new UsageError(`${name} needs a value`);
      return v;
    };
    if (name === '--generations' || name === '-g') {
      generations = Number(value());
      if (!Number.isInteger(generations) || generations < 1) throw new UsageError('--generations needs a positive integer');
    } else if (name === '--check') {
      for (const check of value().split(',')) {
        const c = check.trim();
        if (!(CHECKS as readonly string[]).includes(c))
          throw new UsageError(`--check takes ${CHECKS.join(', ')} (comma-separated), not ${JSON.stringify(c)}`);
        columns[c as (typeof CHECKS)[number]] = true;
      }
    } else if (a.startsWith('--')) throw new UsageError(`unknown option ${name}`);
    else args.push(a);
  }
  return { args, generations, columns };
}

function read(file: string, columns: CsvColumns): { csv: CsvPedigree; buf: Buffer } {
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (e) {
    throw new CsvError(`cannot read ${path}: ${(e as Error).message}`);
  }
  return { csv: readPedigreeCsv(buf, columns), buf };
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
