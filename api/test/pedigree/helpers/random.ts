/** Seeded PRNG (mulberry32) for deterministic random pedigrees. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randInt = (r: () => number, n: number): number => Math.floor(r() * n);

/** A random pedigree: index order is topological (parents before offspring); -1 = unknown parent. */
export interface RandomPedigree {
  n: number;
  sire: number[];
  dam: number[];
  /** 1 male, 2 female */
  sex: number[];
}

/**
 * Animals 0..n-1; the first `founders` have unknown parents; later ones take each parent with
 * probability `known` among the last `window` animals of the right sex (small windows = inbreeding).
 */
export function randomPedigree(seed: number, n: number, options: { founders?: number; known?: number; window?: number } = {}): RandomPedigree {
  const r = rng(seed);
  const founders = options.founders ?? Math.max(2, Math.floor(n / 8));
  const known = options.known ?? 0.9;
  const window = options.window ?? 12;
  const sire: number[] = [];
  const dam: number[] = [];
  const sex: number[] = [];
  for (let i = 0; i < n; i++) {
    sex.push(i < 2 ? i + 1 : r() < 0.5 ? 1 : 2);
    if (i < founders) {
      sire.push(-1);
      dam.push(-1);
      continue;
    }
    const pick = (want: number): number => {
      if (r() >= known) return -1;
      const candidates: number[] = [];
      for (let j = i - 1; j >= 0 && candidates.length < window; j--) if (sex[j] === want) candidates.push(j);
      return candidates.length === 0 ? -1 : candidates[randInt(r, candidates.length)];
    };
    sire.push(pick(1));
    dam.push(pick(2));
  }
  return { n, sire, dam, sex };
}

/** Engine columns for a random pedigree, with ids = index + 1 + offset. */
export function columnsOf(p: RandomPedigree, offset = 0): { ids: number[]; sires: number[]; dams: number[]; sexes: number[] } {
  return {
    ids: p.sire.map((_, i) => i + 1 + offset),
    sires: p.sire.map((s) => (s < 0 ? 0 : s + 1 + offset)),
    dams: p.dam.map((d) => (d < 0 ? 0 : d + 1 + offset)),
    sexes: p.sex,
  };
}
