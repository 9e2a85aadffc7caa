import { createEffect, createEvent, createStore, sample } from 'effector';
import { type ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { LikeResponse } from '@bc/shared/contracts';
import { toggleLike } from '../../../entities/pet';
import { getLikes } from '../api/get-likes';

/** The pets I liked, a page at a time (the page in the URL). */
export const likes = createPagedList({ fetch: getLikes, pageSize: 24 });

export const unlikeClicked = createEvent<number>();
export const unlikeFx = createEffect<number, LikeResponse, ApiError>(toggleLike);

likes.patch(unlikeFx.done, (page, { params, result }) =>
  result.liked ? page : { ...page, items: page.items.filter((item) => item.pet.id !== params), total: Math.max(0, page.total - 1) },
);
export const $unliking = createStore<number[]>([])
  .on(unlikeFx, (ids, id) => [...ids, id])
  .on(unlikeFx.finally, (ids, { params }) => ids.filter((id) => id !== params));

sample({ clock: unlikeClicked, source: $unliking, filter: (ids, id) => !ids.includes(id), fn: (_, id) => id, target: unlikeFx });
