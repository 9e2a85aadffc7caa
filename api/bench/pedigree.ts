/**
 * Pedigree engine benchmark: `pnpm bench:pedigree [--size N] [--seed S] [--no-cli]`.
 * Generates a deterministic pedigree (default 1,000,000 dogs over 20 generations), times the engine and
 * the CLI, and prints a table with PASS/FAIL against the targets. Exits non-zero only on a crash.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pedigree } from '../src/pedigree';
import { computeAllInbreeding } from '../src/pedigree/inbreeding';
import { benchCli, pnpmStartup } from './pedigree/cli';
import { generatePedigree } from './pedigree/generate';
import { Prng } from './pedigree/prng';
import { ms, printTable, type Row } from './pedigree/report';
import { MemoryProbe, median, percentiles, time } from './pedigree/stats';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(apiDir, '..');

function arg(name: string, fallback: number): number {
  const k = process.argv.indexOf(name);
  return k >= 0 ? Number(process.argv[k + 1]) : fallback;
}

const size = arg('--size', 1_000_000);
const seed = arg('--seed', 20240601);
const withCli = !process.argv.includes('--no-cli');
const GENERATIONS = 20;
const memory = new MemoryProbe();
const loadBefore = loadavg();
const rows: Row[] = [];
const info: string[] = [];

function log(s: string): void {
  process.stderr.write(`${s}\n`);
}

// --- Pedigree -----------------------------------------------------------------------------------
log(`generating ${size.toLocaleString('en')} dogs over ${GENERATIONS} generations…`);
const gen = generatePedigree({ count: size, generations: GENERATIONS, seed });
memory.sample();
const males: number[] = [];
const females: number[] = [];
for (let r = 0; r < size; r++) (gen.sexes[r] === 1 ? males : females).push(gen.ids[r]);

const loadStart = performance.now();
const ped = Pedigree.fromColumns({ ids: gen.ids, sires: gen.sires, dams: gen.dams, sexes: gen.sexes, births: gen.births });
const loadMs = performance.now() - loadStart;
memory.sample();
const store = ped.internals;
const fAllRuns = [0, 1, 2].map(() => time(() => computeAllInbreeding(store)));
const fAll = median(fAllRuns);
memory.sample();
let meanF = 0;
let maxF = 0;
for (let r = 0; r < size; r++) {
  const f = ped.inbreeding(gen.ids[r]);
  meanF += f;
  if (f > maxF) maxF = f;
}
meanF /= size;
rows.push({ metric: 'load: validate, index, F for all', value: ms(loadMs) });
rows.push({ metric: 'F for all pets (median of 3)', value: ms(fAll), target: '≤ 300 ms', pass: fAll <= 300 });
info.push(`mean F ${meanF.toFixed(4)}, max F ${maxF.toFixed(4)}`);

// --- Incremental update: new parents for a popular sire of generation 2 ---------------------------
{
  let pick = -1;
  let kids = -1;
  for (let r = 0; r < size; r++) {
    if (gen.generations[r] !== 2 || gen.sexes[r] !== 1) continue;
    const slot = store.slotOf(gen.ids[r]);
    if (store.kidsAsSire[slot] > kids) {
      kids = store.kidsAsSire[slot];
      pick = r;
    }
  }
  let newSire = 0;
  let newDam = 0;
  for (let r = 0; r < size && (newSire === 0 || newDam === 0); r++) {
    if (gen.generations[r] !== 1) continue;
    if (gen.ids[r] === gen.sires[pick] || gen.ids[r] === gen.dams[pick]) continue;
    if (gen.sexes[r] === 1 && newSire === 0) newSire = gen.ids[r];
    if (gen.sexes[r] === 2 && newDam === 0) newDam = gen.ids[r];
  }
  const id = gen.ids[pick];
  let result = ped.upsert(id, newSire, newDam, 'male', new Date(gen.births[pick] * 86_400_000));
  const updateMs = time(() => {
    result = ped.upsert(id, gen.sires[pick] || null, gen.dams[pick] || null, 'male', new Date(gen.births[pick] * 86_400_000));
  });
  const incremental = Float64Array.from(store.F.subarray(0, store.count));
  computeAllInbreeding(store);
  let maxDiff = 0;
  for (let i = 0; i < store.count; i++) maxDiff = Math.max(maxDiff, Math.abs(incremental[i] - store.F[i]));
  rows.push({
    metric: `incremental update (gen-2 sire: ${result.recomputed.toLocaleString('en')} recomputed, ${result.ids.length.toLocaleString('en')} changed)`,
    value: ms(updateMs),
  });
  info.push(`incremental update vs full recomputation: max |ΔF| = ${maxDiff.toExponential(2)}`);
}
memory.sample();

// --- Queries ----------------------------------------------------------------------------------------
const rng = new Prng(seed ^ 0x5bd1e995);
const pairs: [number, number][] = [];
for (let k = 0; k < 10_000; k++) pairs.push([males[rng.int(males.length)], females[rng.int(females.length)]]);

for (let k = 0; k < 500; k++) {
  const [s, d] = pairs[k];
  ped.matingCoi(s, d);
  ped.matingCoiGenerations(s, d, 10);
}
const tFull: number[] = [];
const tGen: number[] = [];
let meanCoi10 = 0;
for (const [s, d] of pairs) {
  let t = performance.now();
  ped.matingCoi(s, d);
  tFull.push(performance.now() - t);
  t = performance.now();
  meanCoi10 += ped.matingCoiGenerations(s, d, 10);
  tGen.push(performance.now() - t);
}
const pGen = percentiles(tGen);
const pFull = percentiles(tFull);
rows.push({ metric: 'test mating COI, 10 generations: p50', value: ms(pGen.p50) });
rows.push({ metric: 'test mating COI, 10 generations: p95', value: ms(pGen.p95), target: '≤ 5 ms', pass: pGen.p95 <= 5 });
rows.push({ metric: 'test mating COI, full depth: p50', value: ms(pFull.p50) });
rows.push({ metric: 'test mating COI, full depth: p95', value: ms(pFull.p95), target: '≤ 5 ms', pass: pFull.p95 <= 5 });
info.push(`mean 10-generation COI of 10,000 random test matings ${(meanCoi10 / pairs.length).toFixed(4)}`);

const tCommon: number[] = [];
let worstSum = 0;
let meanCommon = 0;
for (let k = 0; k < 1000; k++) {
  const [s, d] = pairs[k];
  const t = performance.now();
  const ca = ped.commonAncestors({ sire: s, dam: d }, 10);
  tCommon.push(performance.now() - t);
  let sum = 0;
  for (const a of ca.ancestors) sum += a.contribution;
  worstSum = Math.max(worstSum, Math.abs(sum - ca.coi));
  meanCommon += ca.ancestors.length;
}
const pCommon = percentiles(tCommon);
rows.push({ metric: 'common ancestors, 10 generations: p50', value: ms(pCommon.p50) });
rows.push({ metric: 'common ancestors, 10 generations: p95', value: ms(pCommon.p95) });
info.push(`common ancestors: ${(meanCommon / 1000).toFixed(1)} per test mating on average; max |Σ contributions − COI| = ${worstSum.toExponential(2)}`);

const shuffled = Int32Array.from(males);
rng.shuffle(shuffled);
const uniqueCandidates = Array.from(shuffled.subarray(0, Math.min(10_000, shuffled.length)));
for (let k = 0; k < 3; k++) ped.rankMales(females[rng.int(females.length)], uniqueCandidates);
const tRank: number[] = [];
for (let k = 0; k < 9; k++) {
  const dam = females[rng.int(females.length)];
  tRank.push(time(() => ped.rankMales(dam, uniqueCandidates)));
}
const rankMs = median(tRank);
rows.push({
  metric: `ranking ${uniqueCandidates.length.toLocaleString('en')} males for one female (median of 9)`,
  value: ms(rankMs),
  target: '≤ 50 ms',
  pass: rankMs <= 50,
});
const allMalesRuns = [0, 1, 2, 3, 4].map(() => {
  const dam = females[rng.int(females.length)];
  return time(() => ped.rankMales(dam));
});
const allMalesMs = median(allMalesRuns);
info.push(`ranking all males, each of the 5 dams: ${allMalesRuns.map((t) => t.toFixed(1)).join(', ')} ms`);
rows.push({ metric: `ranking all ${males.length.toLocaleString('en')} males for one female (median of 5)`, value: ms(allMalesMs), target: '≤ 60 ms', pass: allMalesMs <= 60 });
// The engine keeps the live males in id order until the pedigree changes: the first ranking after a change orders them again.
const afterChangeMs = median(
  [0, 1, 2].map((k) => {
    ped.upsert(size + 100 + k, null, null, 'male');
    const dam = females[rng.int(females.length)];
    return time(() => ped.rankMales(dam));
  }),
);
rows.push({ metric: 'ranking all males, the first after a pedigree change (the males ordered by id again; median of 3)', value: ms(afterChangeMs) });

const tTree: number[] = [];
const tMatingTree: number[] = [];
const tAvk: number[] = [];
for (let k = 0; k < 200; k++) ped.tree({ pet: gen.ids[rng.int(size)] }, 10);
for (let k = 0; k < 2000; k++) {
  const pet = gen.ids[rng.int(size)];
  tTree.push(time(() => ped.tree({ pet }, 10)));
  const [s, d] = pairs[k];
  tMatingTree.push(time(() => ped.tree({ sire: s, dam: d }, 10)));
  tAvk.push(time(() => ped.ancestorLoss({ pet }, 10)));
}
const pTree = percentiles(tTree);
const pMatingTree = percentiles(tMatingTree);
rows.push({ metric: 'tree of a pet, depth 10: p50', value: ms(pTree.p50) });
rows.push({ metric: 'tree of a pet, depth 10: p95', value: ms(pTree.p95), target: '≤ 5 ms', pass: pTree.p95 <= 5 });
rows.push({ metric: 'tree of a test mating, depth 10: p95', value: ms(pMatingTree.p95), target: '≤ 5 ms', pass: pMatingTree.p95 <= 5 });
rows.push({ metric: 'AVK over 10 generations: p95', value: ms(percentiles(tAvk).p95) });

{
  // One DNA test: 2% of the dogs tested, genotypes drawn with a 10% mutant allele frequency.
  const tests = new Map<number, 'N/N' | 'N/M' | 'M/M'>();
  for (let r = 0; r < size; r++) {
    if (rng.next() >= 0.02) continue;
    const a = rng.next() < 0.1;
    const b = rng.next() < 0.1;
    tests.set(gen.ids[r], a && b ? 'M/M' : a || b ? 'N/M' : 'N/N');
  }
  let index = ped.geneticTest(tests);
  const buildMs = time(() => {
    index = ped.geneticTest(tests);
  });
  const tRisk: number[] = [];
  for (let k = 0; k < 1000; k++) {
    const [s, d] = pairs[k];
    tRisk.push(time(() => index.report({ sire: s, dam: d }, 5)));
  }
  rows.push({ metric: `DNA test index over ${tests.size.toLocaleString('en')} tested dogs: build`, value: ms(buildMs) });
  rows.push({ metric: 'DNA test report of a test mating (tree depth 5): p95', value: ms(percentiles(tRisk).p95) });
}
// --- The stud search (breeding issue): every male offered for stud ranked for one dam, with his DNA risk counts ---
{
  // Offered for stud: as in the demo data (4,028 of 93,056 published males, 4.3 %), drawn from the last three
  // generations (living males); nine DNA tests, each with 2 % of the dogs tested and its own allele frequency.
  const recent = males.filter((id) => gen.generations[store.slotOf(id)] >= GENERATIONS - 3);
  const wanted = Math.round(males.length * 0.043);
  const pool = Int32Array.from(recent.length >= wanted ? recent : males);
  rng.shuffle(pool);
  const offered = Array.from(pool.subarray(0, Math.min(wanted, pool.length)));
  const indexes = [0.05, 0.08, 0.1, 0.12, 0.15, 0.03, 0.2, 0.06, 0.1].map((frequency) => {
    const tests = new Map<number, 'N/N' | 'N/M' | 'M/M'>();
    for (let r = 0; r < size; r++) {
      if (rng.next() >= 0.02) continue;
      const a = rng.next() < frequency;
      const b = rng.next() < frequency;
      tests.set(gen.ids[r], a && b ? 'M/M' : a || b ? 'N/M' : 'N/N');
    }
    return ped.geneticTest(tests);
  });
  /** What GET /api/pets/{dam}/stud-ranking computes: the ranking, and each ranked male's sure and possible DNA risks. */
  const studSearch = (dam: number): number => {
    const found = ped.studSearch(dam, offered, indexes);
    let risky = 0;
    for (let k = 0; k < found.ids.length; k++) if (found.certain[k] + found.possible[k] > 0) risky++;
    return risky;
  };
  /** The ranking with the risks of the first page only, asked of each index (the route's page). */
  const firstPageOnly = (dam: number): number => {
    const ranking = ped.rankMales(dam, offered);
    let risky = 0;
    for (let k = 0; k < Math.min(20, ranking.ids.length); k++) {
      for (const index of indexes) if (index.offspring(ranking.ids[k], dam).risk !== 'none') risky++;
    }
    return risky;
  };
  // The first search after a pedigree change prepares the offered males (their ancestors' closure, their possible
  // genotypes): a new puppy, then a search, three times (the index still holds the inference, as the API's does).
  const afterChange: number[] = [];
  for (let k = 0; k < 4; k++) {
    ped.upsert(size + 1 + k, null, null, 'female');
    const dam = females[rng.int(females.length)];
    const t = time(() => studSearch(dam));
    if (k > 0) afterChange.push(t);
  }
  for (let k = 0; k < 3; k++) firstPageOnly(females[rng.int(females.length)]);
  const everyRow: number[] = [];
  const firstPage: number[] = [];
  for (let k = 0; k < 9; k++) {
    const dam = females[rng.int(females.length)];
    everyRow.push(time(() => studSearch(dam)));
    firstPage.push(time(() => firstPageOnly(dam)));
  }
  const every = median(everyRow);
  rows.push({
    metric: `stud search: ${offered.length.toLocaleString('en')} males offered ranked for one dam, DNA risk counts (9 tests) for every one (median of 9 dams; males prepared)`,
    value: ms(every),
    target: '≤ 20 ms',
    pass: every <= 20,
  });
  rows.push({ metric: 'stud search: the first after a pedigree change (the males prepared again; median of 3)', value: ms(median(afterChange)) });
  rows.push({ metric: 'stud search without the prepared males: ranking, DNA risks of the first page of 20 only (median of 9)', value: ms(median(firstPage)) });
}

memory.sample();
const enginePeak = memory.peakMb();
rows.push({ metric: 'peak memory (RSS) of the benchmark process', value: `${enginePeak.toFixed(0)} MB`, target: '≤ 500 MB', pass: enginePeak <= 500 });

// --- CLI -------------------------------------------------------------------------------------------------
if (withCli) {
  const dir = mkdtempSync(join(tmpdir(), 'pedigree-bench-'));
  try {
    const ctx = { repoDir, dir, seed, direct: ['node', 'api/src/cli/run-pedigree.mjs'], log };
    const small = Math.min(50_000, size);
    const smallGen = generatePedigree({ count: small, generations: GENERATIONS, seed });
    const smallPed = Pedigree.fromColumns({ ids: smallGen.ids, sires: smallGen.sires, dams: smallGen.dams });
    for (const result of [
      benchCli({ rows: small, target: 300 }, ctx, 3, smallGen, (id) => smallPed.inbreeding(id)),
      benchCli({ rows: size, target: 1500 }, ctx, 2, gen, (id) => ped.inbreeding(id)),
    ]) {
      rows.push(...result.rows);
      info.push(...result.info);
    }
    rows.push({ metric: 'pnpm start-up alone (`pnpm --version`), best of 3', value: ms(pnpmStartup(repoDir, 3)) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const title = `Pedigree engine benchmark: ${size.toLocaleString('en')} dogs, ${GENERATIONS} generations (seed ${seed})`;
printTable(title, rows);
console.log('');
for (const line of info) console.log(`- ${line}`);
const loadAfter = loadavg();
console.log(
  `- ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average ${loadBefore[0].toFixed(2)} before, ${loadAfter[0].toFixed(2)} after`,
);
