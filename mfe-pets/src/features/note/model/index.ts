import { createEffect, createEvent, createStore } from 'effector';
import type { ApiError } from '@bc/shared';
import type { OkResponse, PetNote, PetNoteBody } from '@bc/shared/contracts';
import { deleteNote } from '../api/delete-note';
import { saveNote } from '../api/save-note';

export const noteModalOpened = createEvent<void>();

export const saveNoteFx = createEffect<PetNoteBody, PetNote, ApiError>(saveNote);
export const deleteNoteFx = createEffect<number, OkResponse, ApiError>(deleteNote);

/** The last failure of this modal's calls (cleared when it opens or a call starts). */
export const $noteError = createStore<ApiError | null>(null)
  .on([saveNoteFx.failData, deleteNoteFx.failData], (_, error) => error)
  .reset([noteModalOpened, saveNoteFx, deleteNoteFx]);
export const $notePending = createStore(false)
  .on([saveNoteFx, deleteNoteFx], () => true)
  .on([saveNoteFx.finally, deleteNoteFx.finally], () => false);
