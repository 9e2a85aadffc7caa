import { pedigreeErrors } from './errors';
import { type LocalPedigree } from './local-pedigree';
import { type PedigreeStore } from './store';

/** Most lines the enumeration follows before giving up (a pathological pedigree). */
const MAX_LINES = 4_000_000;

/** An ancestor on both the sire's and the dam's side of the subject, within N generations. */
export interface CommonAncestor {
  id: number;
  /** Wright path pairs through it: a line from the sire and one from the dam that share no other pet. */
  paths: number;
  /** Shortest such line, in generations from the subject (sire = 1), on the sire's side. */
  sireSide: number;
  /** Same on the dam's side. */
  damSide: number;
  /** F of the ancestor on the same truncated pedigree. */
  inbreeding: number;
  /** Σ over its path pairs of 0.5^(n1+n2+1) (1 + F_A), n1/n2 = generations from sire/dam to it. */
  contribution: number;
}

export interface CommonAncestors {
  generations: number;
  /** The N-generation COI; equals the sum of the contributions. */
  coi: number;
  /** By contribution, largest first. */
  ancestors: CommonAncestor[];
}

interface Lines {
  node: Int32Array;
  prev: Int32Array;
  length: Int32Array;
  count: number;
}

/** Every line (path up the local pedigree) from `start`: a tree of lines, each pointing to its prefix. */
function enumerateLines(local: LocalPedigree, start: number): Lines {
  let cap = 1024;
  let node = new Int32Array(cap);
  let prev = new Int32Array(cap);
  let length = new Int32Array(cap);
  let count = 0;
  const add = (x: number, p: number, len: number): void => {
    if (count === cap) {
      if (cap >= MAX_LINES) throw pedigreeErrors.invalidArgument('pedigree too dense to list its lines over that many generations');
      cap *= 2;
      const n2 = new Int32Array(cap);
      n2.set(node);
      node = n2;
      const p2 = new Int32Array(cap);
      p2.set(prev);
      prev = p2;
      const l2 = new Int32Array(cap);
      l2.set(length);
      length = l2;
    }
    node[count] = x;
    prev[count] = p;
    length[count++] = len;
  };
  if (start >= 0) add(start, -1, 0);
  for (let k = 0; k < count; k++) {
    const x = node[k];
    for (let r = 0; r < 2; r++) {
      const q = local.par[2 * x + r];
      if (q >= 0) add(q, k, length[k] + 1);
    }
  }
  return { node, prev, length, count };
}

/** Lines grouped by end node (CSR). */
function byEnd(lines: Lines, n: number): { start: Int32Array; items: Int32Array } {
  const start = new Int32Array(n + 1);
  for (let k = 0; k < lines.count; k++) start[lines.node[k] + 1]++;
  for (let u = 0; u < n; u++) start[u + 1] += start[u];
  const fill = start.slice(0, n);
  const items = new Int32Array(lines.count);
  for (let k = 0; k < lines.count; k++) items[fill[lines.node[k]]++] = k;
  return { start, items };
}

/**
 * Common ancestors of the subject's parents over the truncated pedigree, with Wright's path pairs.
 * Lines are followed on the truncated pedigree itself (they may be longer than N generations when an
 * ancestor appears at several depths), so the contributions add up exactly to the N-generation COI.
 */
export function commonAncestors(store: PedigreeStore, local: LocalPedigree, includeBlocked = false): CommonAncestors {
  const n = local.size;
  const root = local.root;
  const s0 = local.par[2 * root];
  const d0 = local.par[2 * root + 1];
  const result: CommonAncestors = { generations: local.generations, coi: local.F[root], ancestors: [] };
  if (s0 < 0 || d0 < 0) return result;
  const sireLines = enumerateLines(local, s0);
  const damLines = enumerateLines(local, d0);
  const sireEnd = byEnd(sireLines, n);
  const damEnd = byEnd(damLines, n);
  const mark = new Int32Array(n);
  let stamp = 0;
  for (let a = 0; a < n; a++) {
    const sFrom = sireEnd.start[a];
    const sTo = sireEnd.start[a + 1];
    const dFrom = damEnd.start[a];
    const dTo = damEnd.start[a + 1];
    if (sFrom === sTo || dFrom === dTo) continue;
    let paths = 0;
    let sum = 0;
    let minS = Infinity;
    let minD = Infinity;
    for (let i = sFrom; i < sTo; i++) {
      const p = sireEnd.items[i];
      stamp++;
      for (let k = sireLines.prev[p]; k >= 0; k = sireLines.prev[k]) mark[sireLines.node[k]] = stamp;
      const n1 = sireLines.length[p];
      for (let j = dFrom; j < dTo; j++) {
        const q = damEnd.items[j];
        let clash = false;
        for (let k = damLines.prev[q]; k >= 0; k = damLines.prev[k]) {
          if (mark[damLines.node[k]] === stamp) {
            clash = true;
            break;
          }
        }
        if (clash) continue;
        const n2 = damLines.length[q];
        paths++;
        sum += Math.pow(0.5, n1 + n2 + 1);
        if (n1 < minS) minS = n1;
        if (n2 < minD) minD = n2;
      }
    }
    if (paths === 0) {
      if (!includeBlocked) continue;
      minS = sireLines.length[sireEnd.items[sFrom]];
      minD = damLines.length[damEnd.items[dFrom]];
      for (let i = sFrom; i < sTo; i++) minS = Math.min(minS, sireLines.length[sireEnd.items[i]]);
      for (let j = dFrom; j < dTo; j++) minD = Math.min(minD, damLines.length[damEnd.items[j]]);
    }
    const fa = local.F[a];
    result.ancestors.push({
      id: store.extId[local.slot[a]],
      paths,
      sireSide: minS + 1,
      damSide: minD + 1,
      inbreeding: fa,
      contribution: sum * (1 + fa),
    });
  }
  result.ancestors.sort(
    (x, y) => y.contribution - x.contribution || x.sireSide + x.damSide - (y.sireSide + y.damSide) || x.id - y.id,
  );
  return result;
}
