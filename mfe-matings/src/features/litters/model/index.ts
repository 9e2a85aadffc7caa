import { createEvent } from 'effector';
import { createPagedList } from '@bc/shared/list';
import { createLoadModel } from '@bc/shared/load';
import type { DeleteLitterResponse, LitterPhoto, LitterWriteResponse, MyLittersResponse, MyMatingsResponse } from '@bc/shared/contracts';
import { getLitter } from '../api/get-litter';
import { getMating } from '../api/get-mating';
import { getMyLitters } from '../api/get-my-litters';
import { getRecordedMatings } from '../api/get-recorded-matings';

/** The litter on the edit page. */
export const litterToEdit = createLoadModel({ fetch: getLitter });

/** A save of the litter on the edit page: its answer replaces the one loaded. */
export const litterSaved = createEvent<LitterWriteResponse>();
litterToEdit.patch(litterSaved, (_, saved) => saved.litter);

/** The litter's photos changed on the edit page (each change is saved at once): the loaded litter shows them. */
export const litterPhotosChanged = createEvent<LitterPhoto[]>();
litterToEdit.patch(litterPhotosChanged, (litter, photos) => ({ ...litter, photos }));

/** The mating a new litter is recorded from (`/litters/add?mating={id}`). */
export const matingOfLitter = createLoadModel({ fetch: getMating });

export const MY_LITTERS_PAGE_SIZE = 20;

/** `/u/litters`: my litters, a page at a time. */
export const myLitters = createPagedList<{ q?: string }, MyLittersResponse>({ fetch: getMyLitters, pageSize: MY_LITTERS_PAGE_SIZE });

/** A litter of the list was deleted: it leaves the page on screen. */
export const litterDeleted = createEvent<DeleteLitterResponse>();
myLitters.patch(litterDeleted, (page, deleted) => ({
  ...page,
  items: page.items.filter((item) => item.litterId !== deleted.id),
  total: Math.max(0, page.total - 1),
}));

/** My matings done and waiting for their litter (mated or confirmed, none recorded): "record the litter" links. */
export const matingsAwaitingLitter = createLoadModel<'mine', MyMatingsResponse>({
  fetch: async (_, signal) => {
    const [mated, confirmed] = await Promise.all([
      getRecordedMatings({ status: 'mated', limit: 50 }, { signal }),
      getRecordedMatings({ status: 'confirmed', limit: 50 }, { signal }),
    ]);
    const items = [...confirmed.items, ...mated.items].filter((m) => m.litterId === null);
    return { items, total: items.length, page: 1, limit: 100 };
  },
});
