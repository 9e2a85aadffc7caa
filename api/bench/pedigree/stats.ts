/** Timing helpers for the pedigree benchmark. */

export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const s = Float64Array.from(samples).sort();
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  let sum = 0;
  for (const x of s) sum += x;
  return { p50: at(0.5), p95: at(0.95), max: s[s.length - 1], mean: sum / s.length };
}

export function median(samples: readonly number[]): number {
  return percentiles(samples).p50;
}

/** Milliseconds taken by fn. */
export function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

/** Tracks the largest resident set size seen (sampled) and the kernel's maximum. */
export class MemoryProbe {
  private peak = 0;

  sample(): void {
    const rss = process.memoryUsage().rss;
    if (rss > this.peak) this.peak = rss;
  }

  /** Peak RSS in MB: max of the samples and of the process's maxRSS. */
  peakMb(): number {
    this.sample();
    const maxRss = process.resourceUsage().maxRSS * 1024;
    return Math.max(this.peak, maxRss) / 1e6;
  }
}
