/**
 * Pedigree command line (run by `pnpm pedigree` through run-pedigree.mjs).
 *   pedigree coi FILE.csv [--check sex,birth] [--lenient]   -> id,F for every dog (first-row order), 10 decimals
 *   pedigree kinship FILE.csv SIRE DAM [--generations N] [--check sex,birth] [--lenient]
 *                                                           -> COI of their offspring (10 decimals)
 * FILE.csv: a header with id, sire, dam; every other column is ignored unless --check asks for it;
 * empty or 0 = unknown parent; a dog may be listed on several rows with the same parents.
 * Every problem of the file is reported at once (standard error, exit 1); --lenient treats each bad parent
 * link as unknown, lists what it dropped and computes. Exit codes: 0 ok, 1 refused input, 2 usage.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Pedigree, PedigreeError } from '../pedigree';
import { type CsvColumns, CsvError, type CsvPedigree, readPedigreeCsv } from './pedigree/csv-pedigree';
import { csvPets } from './pedigree/csv-pets';
import { formatF, writeInbreeding } from './pedigree/output';
import { fileProblems, formatProblems } from './pedigree/problems';

const USAGE = `usage:
  pedigree coi FILE.csv [--check sex,birth] [--lenient]
        print id,F for every dog of the file (F to 10 decimals), each once, in the order of first listing
  pedigree kinship FILE.csv SIRE DAM [--generations N] [--check sex,birth] [--lenient]
        print the COI of the offspring of SIRE and DAM (full depth, or over N generations)
FILE.csv needs a header with the columns id, sire and dam; an empty or 0 parent is unknown. A dog may be
listed on several rows (e.g. once per health test) when they agree on its parents. Other columns are
ignored, unless --check names them:
  --check sex     read the sex column (m/d = male, f/b = female) and refuse a female sire or a male dam
  --check birth   read the birth column (birth, born, birth_date, birthdate, dob, date_of_birth;
                  YYYY-MM-DD) and refuse a parent born after its offspring
Always refused, with every problem in the file listed at once on standard error (kind, ids, line numbers;
exit 1): a pet that is its own parent or ancestor (a loop), a pet that is both sire and dam of another, a pet
that is the sire of one pet and the dam of another, rows of one dog that disagree on its parents, a record
without an id.
  --lenient       compute anyway: each bad parent link is treated as unknown (both links of a sire = dam row,
                  the less frequent role of a sire-and-dam pet, the parent that disagrees between rows, the
                  link that closes a loop, the wrong-sex or later-born parent) and every dropped link is listed
                  on standard error
  --timings       print where the time went (reading, parsing, merging rows, audit + load + F, writing) on
                  standard error`;

const CHECKS = ['sex', 'birth'] as const;

class UsageError extends Error {}

/** Problems found: already printed; exit 1. */
class RefusedFile extends Error {}

/** Wall-clock time of each step, for --timings (the first: from the start of the process, Node's own included). */
class Timings {
  private last = performance.now();
  private readonly steps = [`start-up ${this.last.toFixed(0)} ms`];

  lap(step: string): void {
    const now = performance.now();
    this.steps.push(`${step} ${(now - this.last).toFixed(0)} ms`);
    this.last = now;
  }

  toString(): string {
    return `pedigree: timings: ${this.steps.join(', ')}\n`;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { args, generations, columns, lenient, timings } = options(rest);
  const clock = timings ? new Timings() : null;
  if (command === 'coi') {
    if (generations !== null) throw new UsageError('--generations applies to kinship only');
    if (args.length !== 1) throw new UsageError('coi takes one file');
    const { csv, buf, pedigree, ids } = load(args[0], columns, lenient, clock);
    const F = new Float64Array(ids.length);
    for (let k = 0; k < ids.length; k++) F[k] = pedigree.inbreeding(ids[k]);
    await writeInbreeding(csv.table, buf, ids, F);
    clock?.lap('write');
    if (clock) process.stderr.write(clock.toString());
    return 0;
  }
  if (command === 'kinship') {
    if (args.length !== 3) throw new UsageError('kinship takes a file, a sire and a dam');
    const { csv, buf, pedigree } = load(args[0], columns, lenient, clock);
    const idOf = (name: string): number => {
      const id = lookup(csv, buf, name);
      if (id === 0 || !pedigree.has(id)) throw new PedigreeError('unknown-pet', [name], (ids) => `pet ${ids[0]} is not in the file`);
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

/** Split `--generations N`, `--check a,b` (also as `--x=value`), `--lenient` and `--timings` from the positional arguments. */
function options(rest: string[]): { args: string[]; generations: number | null; columns: CsvColumns; lenient: boolean; timings: boolean } {
  let generations: number | null = null;
  let lenient = false;
  let timings = false;
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
    } else if (a === '--lenient') lenient = true;
    else if (a === '--timings') timings = true;
    else if (a.startsWith('--')) throw new UsageError(`unknown option ${name}`);
    else args.push(a);
  }
  return { args, generations, columns, lenient, timings };
}

/**
 * Read, merge the rows of each dog, audit and load. Every problem is printed at once: then exit 1, or with
 * `lenient` the list of what was dropped, and the pedigree without it. Returns the dogs in first-row order.
 */
function load(
  file: string,
  columns: CsvColumns,
  lenient: boolean,
  clock: Timings | null,
): { csv: CsvPedigree; buf: Buffer; pedigree: Pedigree; ids: Int32Array } {
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch (e) {
    throw new CsvError(`cannot read ${path}: ${(e as Error).message}`);
  }
  clock?.lap('read file');
  const csv = readPedigreeCsv(buf, columns);
  clock?.lap('parse and intern ids');
  const pets = csvPets(csv);
  clock?.lap('merge rows');
  const ids = pets.ids.subarray(0, pets.count);
  let audit: ReturnType<typeof Pedigree.audit>;
  try {
    audit = Pedigree.audit(
      {
        ids,
        sires: pets.sires.subarray(0, pets.count),
        dams: pets.dams.subarray(0, pets.count),
        sexes: pets.sexes ? pets.sexes.subarray(0, pets.count) : undefined,
        births: pets.births ? pets.births.subarray(0, pets.count) : undefined,
      },
      { lenient },
    );
  } catch (e) {
    throw e instanceof PedigreeError ? e.withNames((id) => (typeof id === 'number' ? csv.table.name(id) : id)) : e;
  }
  clock?.lap('audit, load and F');
  const problems = fileProblems(csv, pets, audit.problems);
  if (problems.length > 0) process.stderr.write(formatProblems(file, problems, lenient));
  if (audit.pedigree === null || (problems.length > 0 && !lenient)) throw new RefusedFile();
  return { csv, buf, pedigree: audit.pedigree, ids };
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
    if (e instanceof RefusedFile) {
      process.exitCode = 1;
    } else if (e instanceof UsageError) {
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
