import { createEffect, createEvent, createStore, sample } from 'effector';
import { normaliseError, type ApiError } from '@bc/shared';
import type { ImportJobView } from '@bc/shared/contracts';
import { createLoadModel } from '@bc/shared/load';
import { getImports } from '../api/get-imports';
import { undoImport } from '../api/undo-import';
import { startFx, statusFx } from './wizard';

/** The past imports (the caller's; a moderator's: everyone's); its one query is `'mine'`. */
export const history = createLoadModel({ fetch: (_: 'mine', signal: AbortSignal) => getImports(signal) });

export const undoAsked = createEvent<number>();
export const undoFx = createEffect<number, ImportJobView, ApiError>(async (id) => {
  try {
    return await undoImport(id);
  } catch (error) {
    throw normaliseError(error);
  }
});
/** The refusal of the last undo, with the import it was for. */
export const $undoError = createStore<{ id: number; error: ApiError } | null>(null)
  .on(undoFx.fail, (_, { params, error }) => ({ id: params, error }))
  .reset(undoFx);

sample({ clock: undoAsked, target: undoFx });
history.patch(undoFx.doneData, (list, undone) => list.map((job) => (job.id === undone.id ? undone : job)));
// An import started, and one that ends, is in the list with its state.
sample({ clock: startFx.done, fn: () => 'mine' as const, target: history.opened });
sample({ clock: statusFx.doneData, filter: (job) => job.status !== 'queued' && job.status !== 'running', fn: () => 'mine' as const, target: history.opened });
