import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@bc/shared';
import { createOrderPoll } from './order-poll';

type Order = { orderId: string; final: boolean; status: string };
const ID = `ord_${'a'.repeat(32)}`;

function run(answers: (Order | ApiError)[]) {
  const poll = createOrderPoll<Order>(async () => {
    throw new Error('replaced by a handler');
  });
  const asked: string[] = [];
  const scope = fork({
    handlers: [
      [poll.fetchFx, async (orderId: string) => {
        asked.push(orderId);
        const next = answers.shift();
        if (!next || next instanceof ApiError) throw next ?? new ApiError({ message: 'none left', statusCode: 500 });
        return next;
      }],
      [poll.waitFx, async (orderId: string) => orderId],
    ],
  });
  return { poll, scope, asked };
}

describe('an order poll', () => {
  it('asks again until the order is final, then stops', async () => {
    const { poll, scope, asked } = run([
      { orderId: ID, final: false, status: 'pending' }, { orderId: ID, final: false, status: 'pending' }, { orderId: ID, final: true, status: 'succeeded' },
    ]);
    await allSettled(poll.opened, { scope, params: ID });
    expect(asked).toEqual([ID, ID, ID]);
    expect(scope.getState(poll.$order)).toEqual({ orderId: ID, final: true, status: 'succeeded' });
  });

  it('keeps asking through a transient failure, and says it was interrupted meanwhile', async () => {
    const { poll, scope, asked } = run([new ApiError({ message: 'down', statusCode: 503 }), { orderId: ID, final: true, status: 'failed' }]);
    await allSettled(poll.opened, { scope, params: ID });
    expect(asked).toHaveLength(2);
    expect(scope.getState(poll.$order)?.status).toBe('failed');
    expect(scope.getState(poll.$interrupted)).toBe(false);
  });

  it('ends on a 404 as not found', async () => {
    const { poll, scope, asked } = run([new ApiError({ message: 'gone', statusCode: 404 })]);
    await allSettled(poll.opened, { scope, params: ID });
    expect(asked).toHaveLength(1);
    expect(scope.getState(poll.$notFound)).toBe(true);
  });

  it('stops when the page is closed while waiting', async () => {
    const poll = createOrderPoll<Order>(async () => ({ orderId: ID, final: false, status: 'pending' }));
    let asked = 0;
    let release: (id: string) => void = () => undefined;
    const scope = fork({
      handlers: [
        [poll.fetchFx, async () => (asked++, { orderId: ID, final: false, status: 'pending' })],
        [poll.waitFx, (orderId: string) => new Promise<string>((resolve) => (release = () => resolve(orderId)))],
      ],
    });
    const settled = allSettled(poll.opened, { scope, params: ID });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = allSettled(poll.closed, { scope });
    release(ID);
    await Promise.all([settled, closing]);
    expect(asked).toBe(1);
    expect(scope.getState(poll.$order)).toBeNull();
  });
});
