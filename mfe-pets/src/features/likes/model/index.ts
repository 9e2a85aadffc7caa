import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@bc/shared';
import type { LikeResponse, LikesResponse, PageQuery } from '@bc/shared/contracts';
import { toggleLike } from '../../../entities/pet';
import { getLikes } from '../api/get-likes';

export const LIKES_PAGE_SIZE = 24;
export type ListStatus = 'loading' | 'ready' | 'failed';

export const likesRequested = createEvent<PageQuery>();
export const likesRetried = createEvent<void>();
export const unlikeClicked = createEvent<number>();

export const fetchLikesFx = createEffect<PageQuery, LikesResponse, ApiError>(getLikes);
export const unlikeFx = createEffect<number, LikeResponse, ApiError>(toggleLike);

const $request = createStore<PageQuery | null>(null).on(likesRequested, (_, query) => query);
const answered = sample({
  clock: fetchLikesFx.finally,
  source: $request,
  filter: (request, answer) => request === answer.params,
  fn: (_, answer) => answer,
});

export const $likes = createStore<LikesResponse | null>(null)
  .on(answered, (page, answer) => (answer.status === 'done' ? answer.result : page))
  .on(unlikeFx.done, (page, { params, result }) =>
    page && !result.liked ? { ...page, items: page.items.filter((item) => item.pet.id !== params), total: Math.max(0, page.total - 1) } : page,
  );
export const $likesStatus = createStore<ListStatus>('loading')
  .on([likesRequested, likesRetried], () => 'loading')
  .on(answered, (_, answer) => (answer.status === 'done' ? 'ready' : 'failed'));
export const $unliking = createStore<number[]>([])
  .on(unlikeFx, (ids, id) => [...ids, id])
  .on(unlikeFx.finally, (ids, { params }) => ids.filter((id) => id !== params));

sample({ clock: likesRequested, target: fetchLikesFx });
sample({ clock: likesRetried, source: $request, filter: (request): request is PageQuery => request !== null, target: fetchLikesFx });
sample({ clock: unlikeClicked, source: $unliking, filter: (ids, id) => !ids.includes(id), fn: (_, id) => id, target: unlikeFx });
