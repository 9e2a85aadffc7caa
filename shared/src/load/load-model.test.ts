import { allSettled, createEvent, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { createLoadModel } from './load-model';

type Query = { id: number; depth: number };

function setup() {
  return createLoadModel<Query, string>({
    fetch: async () => 'network',
    key: (q) => `${q.id}:${q.depth}`,
    subject: (q) => String(q.id),
  });
}

describe('createLoadModel', () => {
  it('loads the answer of the latest query', async () => {
    const model = setup();
    const scope = fork({ handlers: [[model.fetchFx, async (q: Query) => `tree ${q.id}/${q.depth}`]] });
    await allSettled(model.opened, { scope, params: { id: 1, depth: 5 } });
    expect(scope.getState(model.$status)).toBe('ready');
    expect(scope.getState(model.$data)).toBe('tree 1/5');
  });

  it('drops an answer that arrives after a newer query', async () => {
    const model = setup();
    const resolvers: Record<number, (value: string) => void> = {};
    const scope = fork({
      handlers: [[model.fetchFx, (q: Query) => new Promise<string>((resolve) => (resolvers[q.depth] = resolve))]],
    });
    const first = allSettled(model.opened, { scope, params: { id: 1, depth: 5 } });
    const second = allSettled(model.opened, { scope, params: { id: 1, depth: 7 } });
    resolvers[7]('seven');
    resolvers[5]('five');
    await Promise.all([first, second]);
    expect(scope.getState(model.$data)).toBe('seven');
    expect(scope.getState(model.$status)).toBe('ready');
  });

  it('keeps the answer for the same subject while another depth loads, not for another subject', async () => {
    const model = setup();
    let release: () => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          model.fetchFx,
          (q: Query) => (q.id === 1 && q.depth === 9 ? new Promise<string>((resolve) => (release = () => resolve('nine'))) : Promise.resolve(`tree ${q.id}`)),
        ],
      ],
    });
    await allSettled(model.opened, { scope, params: { id: 1, depth: 5 } });
    const pending = allSettled(model.opened, { scope, params: { id: 1, depth: 9 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState(model.$status)).toBe('loading');
    expect(scope.getState(model.$data)).toBe('tree 1');
    release();
    await pending;
    expect(scope.getState(model.$data)).toBe('nine');
    await allSettled(model.opened, { scope, params: { id: 2, depth: 9 } });
    expect(scope.getState(model.$data)).toBe('tree 2');
  });

  it('does not ask twice for a request in flight', async () => {
    const model = setup();
    let calls = 0;
    const scope = fork({ handlers: [[model.fetchFx, async () => `call ${++calls}`]] });
    await Promise.all([
      allSettled(model.opened, { scope, params: { id: 1, depth: 5 } }),
      allSettled(model.opened, { scope, params: { id: 1, depth: 5 } }),
    ]);
    expect(calls).toBe(1);
  });

  it('tells a 404 from other failures and retries', async () => {
    const model = setup();
    let status = 404;
    const scope = fork({
      handlers: [
        [
          model.fetchFx,
          async () => {
            if (status) throw new ApiError({ message: 'no', statusCode: status });
            return 'found';
          },
        ],
      ],
    });
    await allSettled(model.opened, { scope, params: { id: 1, depth: 5 } });
    expect(scope.getState(model.$status)).toBe('not-found');
    status = 500;
    await allSettled(model.retried, { scope });
    expect(scope.getState(model.$status)).toBe('failed');
    expect(scope.getState(model.$error)?.statusCode).toBe(500);
    status = 0;
    await allSettled(model.retried, { scope });
    expect(scope.getState(model.$status)).toBe('ready');
    expect(scope.getState(model.$data)).toBe('found');
    expect(scope.getState(model.$error)).toBeNull();
  });

  it('by default starts another query from nothing, and lets a caller say what "not found" is', async () => {
    const model = createLoadModel<number, string>({
      fetch: async () => 'network',
      isNotFound: (error) => error.statusCode === 404 || error.statusCode === 400,
    });
    let release: () => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          model.fetchFx,
          (id: number) => {
            if (id === 0) return Promise.reject(new ApiError({ message: 'bad id', statusCode: 400 }));
            return id === 2 ? new Promise<string>((resolve) => (release = () => resolve('two'))) : Promise.resolve(`pet ${id}`);
          },
        ],
      ],
    });
    await allSettled(model.opened, { scope, params: 1 });
    expect(scope.getState(model.$data)).toBe('pet 1');
    const pending = allSettled(model.opened, { scope, params: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState(model.$data)).toBeNull();
    release();
    await pending;
    expect(scope.getState(model.$data)).toBe('two');
    await allSettled(model.opened, { scope, params: 0 });
    expect(scope.getState(model.$status)).toBe('not-found');
  });

  it('patches the answer on screen', async () => {
    const model = createLoadModel<number, { id: number; likes: number }>({ fetch: async (id) => ({ id, likes: 0 }) });
    const liked = createEvent<number>();
    model.patch(liked, (pet, count) => ({ ...pet, likes: count }));
    const scope = fork();
    await allSettled(liked, { scope, params: 3 });
    expect(scope.getState(model.$data)).toBeNull();
    await allSettled(model.opened, { scope, params: 7 });
    await allSettled(liked, { scope, params: 3 });
    expect(scope.getState(model.$data)).toEqual({ id: 7, likes: 3 });
  });
});
