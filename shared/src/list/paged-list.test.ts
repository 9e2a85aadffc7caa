import { allSettled, createEvent, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createPagedList } from './paged-list';

type Filters = { status?: string };
type Answer = { items: string[]; total: number };

const setup = () => createPagedList<Filters, Answer>({ fetch: async () => ({ items: [], total: 0 }), pageSize: 2 });

describe('createPagedList', () => {
  it('loads the page the filters name, with the page size as limit, and counts the pages', async () => {
    const list = setup();
    const asked: unknown[] = [];
    const scope = fork({ handlers: [[list.fetchFx, async (query: unknown) => (asked.push(query), { items: ['a', 'b'], total: 5 })]] });
    await allSettled(list.shown, { scope, params: { status: 'draft', page: 2 } });
    expect(asked).toEqual([{ status: 'draft', page: 2, limit: 2 }]);
    expect(scope.getState(list.$answer)).toEqual({ items: ['a', 'b'], total: 5 });
    expect(scope.getState(list.$pages)).toBe(3);
    expect(scope.getState(list.$current)).toBe(2);
    expect(scope.getState(list.$status)).toBe('ready');

    await allSettled(list.pageChanged, { scope, params: 3 });
    expect(asked.at(-1)).toEqual({ status: 'draft', page: 3, limit: 2 });
  });

  it('keeps the page on screen while the next one loads, and drops answers to older queries', async () => {
    const list = setup();
    const waiting: Record<number, (answer: Answer) => void> = {};
    const scope = fork({
      handlers: [
        [
          list.fetchFx,
          (query: { page: number }) =>
            query.page === 1 ? Promise.resolve({ items: ['first'], total: 3 }) : new Promise<Answer>((resolve) => (waiting[query.page] = resolve)),
        ],
      ],
    });
    await allSettled(list.shown, { scope, params: { page: 1 } });
    const second = allSettled(list.shown, { scope, params: { page: 2 } });
    const third = allSettled(list.shown, { scope, params: { page: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState(list.$status)).toBe('loading');
    expect(scope.getState(list.$answer)?.items).toEqual(['first']);
    waiting[3]({ items: ['third'], total: 3 });
    waiting[2]({ items: ['second'], total: 3 });
    await Promise.all([second, third]);
    expect(scope.getState(list.$answer)?.items).toEqual(['third']);
  });

  it('starts from nothing for another subject, and patches the page on screen', async () => {
    const list = createPagedList<{ userId: number }, Answer>({
      fetch: async ({ userId }) => ({ items: [`pet of ${userId}`], total: 1 }),
      pageSize: 10,
      subject: ({ userId }) => String(userId),
    });
    const removed = createEvent<string>();
    list.patch(removed, (answer, item) => ({ items: answer.items.filter((each) => each !== item), total: answer.total - 1 }));
    const scope = fork();
    await allSettled(list.shown, { scope, params: { userId: 1, page: 1 } });
    await allSettled(removed, { scope, params: 'pet of 1' });
    expect(scope.getState(list.$answer)).toEqual({ items: [], total: 0 });
    const next = allSettled(list.shown, { scope, params: { userId: 2, page: 1 } });
    expect(scope.getState(list.$answer)).toBeNull();
    await next;
    expect(scope.getState(list.$answer)?.items).toEqual(['pet of 2']);
  });
});
