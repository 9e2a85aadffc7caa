import { createEffect, createStore } from 'effector';
import { type ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { MatingDetail, MyMatingsQuery, MyMatingsResponse, StudAnswerBody } from '@bc/shared/contracts';
import { answerAsStud } from '../api/answer-as-stud';
import { getMyMatings } from '../api/get-my-matings';

/** The filters of `/u/matings` (in its URL). */
export type MyMatingsFilters = Pick<MyMatingsQuery, 'role' | 'status'>;

/** My matings (recorded by me, or of my studs), every status and publication, a page at a time. */
export const myMatings = createPagedList<MyMatingsFilters, MyMatingsResponse>({ fetch: getMyMatings, pageSize: 20 });
/** The matings with my males awaiting my answer. */
export const awaitingMe = createPagedList<object, MyMatingsResponse>({
  fetch: (query, signal) => getMyMatings({ ...query, role: 'awaiting-me' }, signal),
  pageSize: 10,
});

/** The stud owner answers from the list. */
export const listAnswerFx = createEffect<{ id: number; answer: StudAnswerBody['answer'] }, MatingDetail, ApiError>(answerAsStud);

const answered = (page: MyMatingsResponse, result: MatingDetail): MyMatingsResponse => ({
  ...page,
  items: page.items.map((item) => (item.matingId === result.id ? { ...item, studAnswer: result.studAnswer } : item)),
});
myMatings.patch(listAnswerFx.doneData, answered);
awaitingMe.patch(listAnswerFx.doneData, answered);

/** Matings whose answer is on its way to the server. */
export const $answering = createStore<number[]>([])
  .on(listAnswerFx, (ids, { id }) => [...ids, id])
  .on(listAnswerFx.finally, (ids, { params }) => ids.filter((id) => id !== params.id));
export const $answerError = createStore<ApiError | null>(null).on(listAnswerFx.failData, (_, error) => error).reset(listAnswerFx);
