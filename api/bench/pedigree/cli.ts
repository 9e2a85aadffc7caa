import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type GeneratedPedigree, generatePedigree } from './generate';
import { type Row, ms } from './report';
import { csvId, writePedigreeCsv } from './write-csv';

/** The CLI as a user runs it, from the repository root (pnpm prints its script banner first). */
export const USER_COMMAND = ['pnpm', 'pedigree', 'coi'];

export interface CliCase {
  rows: number;
  /** Wall-clock target for the whole command, in ms. */
  target: number;
}

export interface CliContext {
  repoDir: string;
  dir: string;
  seed: number;
  /** The command that pnpm's script runs (the CLI without pnpm), relative to the repository root. */
  direct: string[];
  log: (s: string) => void;
}

/**
 * Time `pnpm pedigree coi FILE > out` (best of `runs`) on a generated pedigree of `rows` dogs with
 * prefix-sharing string ids, and the command pnpm's script runs, started directly. Checks every output line
 * against F from `inbreeding` (the engine's value for the generated id).
 */
export function benchCli(
  c: CliCase,
  ctx: CliContext,
  runs: number,
  pedigree?: GeneratedPedigree,
  inbreeding?: (id: number) => number,
): { rows: Row[]; info: string[] } {
  const gen = pedigree ?? generatePedigree({ count: c.rows, generations: 20, seed: ctx.seed });
  const file = join(ctx.dir, `pedigree-${c.rows}.csv`);
  const bytes = writePedigreeCsv(gen, file);
  ctx.log(`CLI input ${file}: ${(bytes / 1e6).toFixed(1)} MB`);
  const out = join(ctx.dir, `out-${c.rows}.csv`);
  const timed = (command: string[]): number => {
    let best = Infinity;
    for (let k = 0; k < runs; k++) {
      const fd = openSync(out, 'w');
      const t = performance.now();
      const r = spawnSync(command[0], [...command.slice(1), file], { cwd: ctx.repoDir, stdio: ['ignore', fd, 'pipe'] });
      const elapsed = performance.now() - t;
      closeSync(fd);
      if (r.error || r.status !== 0) throw new Error(`${command.join(' ')} failed (${r.status}): ${r.error?.message ?? String(r.stderr)}`);
      best = Math.min(best, elapsed);
    }
    return best;
  };
  const label = c.rows.toLocaleString('en');
  const direct = timed([...ctx.direct, 'coi']);
  const steps = spawnSync(ctx.direct[0], [...ctx.direct.slice(1), 'coi', file, '--timings'], { cwd: ctx.repoDir, stdio: ['ignore', 'ignore', 'pipe'] });
  const check = inbreeding ? checkOutput(readFileSync(out, 'latin1'), gen, inbreeding) : 'not checked';
  const user = timed(USER_COMMAND);
  const target = `≤ ${ms(c.target)}`;
  return {
    rows: [
      { metric: `CLI \`${USER_COMMAND.join(' ')} FILE\`, ${label} rows (${(bytes / 1e6).toFixed(1)} MB) > file, best of ${runs}`, value: ms(user), target, pass: user <= c.target },
      { metric: `  the same without pnpm: \`${ctx.direct.join(' ')} coi FILE\``, value: ms(direct), target, pass: direct <= c.target },
    ],
    info: [
      `CLI output on ${label} rows: ${(statSync(out).size / 1e6).toFixed(1)} MB; ${check}`,
      `CLI on ${label} rows, one more run with --timings: ${String(steps.stderr).trim().replace(/^pedigree: timings: /, '')}`,
    ],
  };
}

/** pnpm's own start-up: `pnpm --version`, best of `runs`. */
export function pnpmStartup(repoDir: string, runs: number): number {
  let best = Infinity;
  for (let k = 0; k < runs; k++) {
    const t = performance.now();
    spawnSync('pnpm', ['--version'], { cwd: repoDir, stdio: 'ignore' });
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

/** Every output line (after pnpm's banner, if any) must be `id,F` with the engine's F to 10 decimals. */
function checkOutput(text: string, gen: GeneratedPedigree, inbreeding: (id: number) => number): string {
  const lines = text.split('\n');
  const header = lines.indexOf('id,F');
  if (header < 0) return 'CLI output has no id,F header';
  let bad = 0;
  for (let r = 0; r < gen.count; r++) {
    const line = lines[header + 1 + r] ?? '';
    const comma = line.indexOf(',');
    const id = gen.ids[r];
    if (line.slice(0, comma) !== csvId(id) || line.slice(comma + 1) !== Math.max(0, inbreeding(id)).toFixed(10)) bad++;
  }
  return bad === 0 ? 'every line matches the engine' : `${bad} lines differ from the engine`;
}
