import { Prng } from './prng';

/** A synthetic pedigree in row form: rows are shuffled, ids are a random permutation of 1..count. */
export interface GeneratedPedigree {
  count: number;
  /** External id of each row. */
  ids: Int32Array;
  /** External id of the sire of each row, 0 = unknown. */
  sires: Int32Array;
  /** External id of the dam of each row, 0 = unknown. */
  dams: Int32Array;
  /** 1 = male, 2 = female. */
  sexes: Uint8Array;
  /** Birth date as days since 1970-01-01. */
  births: Int32Array;
  /** Generation (0 = founders) of each row. */
  generations: Uint8Array;
}

export interface GenerateOptions {
  count: number;
  generations?: number;
  seed?: number;
  /** Population growth per generation (most dogs are recent, as in a growing breed registry). */
  growth?: number;
  /** Share of the males of a generation used at stud. */
  studShare?: number;
  /** Share of the females of a generation that are bred. */
  damShare?: number;
  /** Zipf exponent of stud popularity (popular sires). */
  popularity?: number;
}

/**
 * Deterministic border-collie-like pedigree: `generations` discrete generations with geometric growth,
 * litters of 1..7 pups, a few popular sires per generation (Zipf-weighted, some used over two generations),
 * about a third of the females bred, and unknown parents in the first generations.
 */
export function generatePedigree(options: GenerateOptions): GeneratedPedigree {
  const n = options.count;
  const G = options.generations ?? 20;
  const rng = new Prng(options.seed ?? 20240601);
  const growth = options.growth ?? 1.2;
  const studShare = options.studShare ?? 0.05;
  const damShare = options.damShare ?? 0.35;
  const popularity = options.popularity ?? 1;

  // Generation sizes.
  const sizes = new Int32Array(G);
  const unit = (n * (growth - 1)) / (Math.pow(growth, G) - 1);
  let assigned = 0;
  for (let g = 0; g < G; g++) {
    sizes[g] = Math.max(2, Math.round(unit * Math.pow(growth, g)));
    assigned += sizes[g];
  }
  sizes[G - 1] += n - assigned;

  // Animals in creation order (index = topological order); parents as indices, -1 unknown.
  const sire = new Int32Array(n).fill(-1);
  const dam = new Int32Array(n).fill(-1);
  const sex = new Uint8Array(n);
  const birth = new Int32Array(n);
  const gen = new Uint8Array(n);
  const start = new Int32Array(G + 1);
  const dayZero = 7305; // 1990-01-01
  let next = 0;
  let prevStuds = new Int32Array(0);
  for (let g = 0; g < G; g++) {
    start[g] = next;
    const size = sizes[g];
    if (g === 0) {
      for (let k = 0; k < size; k++) addPup(next++, g, -1, -1);
      continue;
    }
    const from = g >= 2 ? start[g - 2] : start[g - 1];
    // Candidate parents: the previous generation, plus some of the one before.
    const males: number[] = [];
    const females: number[] = [];
    for (let i = start[g - 1]; i < start[g]; i++) (sex[i] === 1 ? males : females).push(i);
    const olderFemales: number[] = [];
    for (let i = from; i < start[g - 1]; i++) if (sex[i] === 2) olderFemales.push(i);
    const studCount = Math.max(3, Math.round(males.length * studShare));
    const studs = new Int32Array(studCount);
    // A fifth of the studs are last generation's most popular sires, still at stud.
    const carried = Math.min(prevStuds.length, Math.floor(studCount / 5));
    for (let k = 0; k < carried; k++) studs[k] = prevStuds[k];
    for (let k = carried; k < studCount; k++) studs[k] = males[rng.int(males.length)];
    // Popularity: Zipf weights over a shuffled stud order (carried studs stay on top).
    const cum = new Float64Array(studCount);
    let total = 0;
    for (let k = 0; k < studCount; k++) {
      total += 1 / Math.pow(k + 1, popularity);
      cum[k] = total;
    }
    const damCount = Math.max(2, Math.round(females.length * damShare));
    const dams = new Int32Array(damCount);
    for (let k = 0; k < damCount; k++) {
      dams[k] =
        olderFemales.length > 0 && rng.next() < 0.15
          ? olderFemales[rng.int(olderFemales.length)]
          : females[rng.int(females.length)];
    }
    const unknownShare = g === 1 ? 0.3 : g === 2 ? 0.15 : g === 3 ? 0.05 : 0;
    const end = next + size;
    while (next < end) {
      const litter = Math.min(end - next, 1 + rng.int(7));
      const s = unknownShare > 0 && rng.next() < unknownShare ? -1 : studs[pick(cum, total * rng.next())];
      const d = unknownShare > 0 && rng.next() < unknownShare ? -1 : dams[rng.int(damCount)];
      for (let k = 0; k < litter; k++) addPup(next++, g, s, d);
    }
    prevStuds = studs.slice(0, Math.max(1, Math.floor(studCount / 10)));
  }
  start[G] = n;

  function addPup(i: number, g: number, s: number, d: number): void {
    sire[i] = s;
    dam[i] = d;
    sex[i] = rng.next() < 0.5 ? 1 : 2;
    gen[i] = g;
    birth[i] = dayZero + g * 1100 + rng.int(700);
  }

  // External ids: a random permutation of 1..n; rows in a second random order.
  const idOf = new Int32Array(n);
  for (let i = 0; i < n; i++) idOf[i] = i + 1;
  rng.shuffle(idOf);
  const rowOrder = new Int32Array(n);
  for (let i = 0; i < n; i++) rowOrder[i] = i;
  rng.shuffle(rowOrder);
  const out: GeneratedPedigree = {
    count: n,
    ids: new Int32Array(n),
    sires: new Int32Array(n),
    dams: new Int32Array(n),
    sexes: new Uint8Array(n),
    births: new Int32Array(n),
    generations: new Uint8Array(n),
  };
  for (let r = 0; r < n; r++) {
    const i = rowOrder[r];
    out.ids[r] = idOf[i];
    out.sires[r] = sire[i] < 0 ? 0 : idOf[sire[i]];
    out.dams[r] = dam[i] < 0 ? 0 : idOf[dam[i]];
    out.sexes[r] = sex[i];
    out.births[r] = birth[i];
    out.generations[r] = gen[i];
  }
  return out;
}

function pick(cum: Float64Array, x: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
