import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { ModerationAction, ModerationActionsQuery } from '@bc/shared/contracts';
import { getActions } from '../api/get-actions';
import { undoAction } from '../api/undo-action';

/** The log's filters (in the URL). */
export type ActionFilters = Pick<ModerationActionsQuery, 'action' | 'moderatorId' | 'recordKind' | 'recordId'>;

export const actions = createPagedList<ActionFilters, Awaited<ReturnType<typeof getActions>>>({ fetch: getActions, pageSize: 20 });

/** The entry whose undo waits for the moderator's confirmation (the Undo button asks first). */
export const undoAsked = createEvent<number>();
export const undoCancelled = createEvent();
export const undoClicked = createEvent<number>();
export const undoFx = createEffect<number, ModerationAction, ApiError>(undoAction);
export const $undoError = createStore<ApiError | null>(null).on(undoFx.failData, (_, error) => error).reset(undoFx);
export const $undoing = createStore<number | null>(null).on(undoFx, (_, id) => id).reset(undoFx.finally);
export const $confirming = createStore<number | null>(null).on(undoAsked, (_, id) => id).reset(undoCancelled, undoFx.finally);

sample({ clock: undoClicked, target: undoFx });
// The undo is a new entry at the top and the undone one is no longer undoable: load the page again.
sample({ clock: undoFx.done, target: actions.retried });
