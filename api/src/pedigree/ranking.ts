import { backSubstitute, clearWeights, forward } from './colleau';
import { type PedigreeStore } from './store';

/** Candidate sires ordered by the COI of their offspring with one dam (lowest first, then by id). */
export interface Ranking {
  dam: number;
  ids: Int32Array;
  coi: Float64Array;
}

/**
 * The dam's row of the relationship matrix by Colleau's indirect method, read at the candidates:
 * v = T' e_dam over her ancestors, w = D v (D from the stored F), y = T w forward over the candidates'
 * ancestors (memoised); offspring COI = kinship = y_male / 2. Cost: her ancestors + the candidates' ancestors.
 */
export function rankBySireCoi(store: PedigreeStore, dam: number, males: Int32Array): Ranking {
  const work = store.work();
  const { count } = backSubstitute(store, dam, work, true);
  const done = forward(store, males, males.length, work);
  const coi = new Float64Array(males.length);
  const { y } = work;
  const state = work.state.marks;
  for (let k = 0; k < males.length; k++) coi[k] = state[males[k]] === done ? 0.5 * y[males[k]] : 0;
  clearWeights(work, count);
  return sortRanking(store, dam, males, coi);
}

export function sortRanking(store: PedigreeStore, dam: number, males: Int32Array, coi: Float64Array): Ranking {
  const ext = store.extId;
  const order = new Int32Array(males.length);
  for (let k = 0; k < order.length; k++) order[k] = k;
  order.sort((a, b) => coi[a] - coi[b] || ext[males[a]] - ext[males[b]]);
  const ids = new Int32Array(males.length);
  const sorted = new Float64Array(males.length);
  for (let k = 0; k < order.length; k++) {
    ids[k] = ext[males[order[k]]];
    sorted[k] = coi[order[k]];
  }
  return { dam: ext[dam], ids, coi: sorted };
}
