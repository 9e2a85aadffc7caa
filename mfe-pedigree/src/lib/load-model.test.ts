import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@bc/shared';
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
});
