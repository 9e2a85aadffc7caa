import { getHealthSets } from '@bc/shared';
import { createLoadModel } from '@bc/shared/load';

/** The hip and elbow scoring systems with their results: the systems a column is read in, the results a value is mapped to. */
export const healthSets = createLoadModel({
  fetch: (_: 'all', signal: AbortSignal) => getHealthSets({ signal }).then((answer) => answer.items.filter((set) => set.kind === 'hips' || set.kind === 'elbows')),
});
