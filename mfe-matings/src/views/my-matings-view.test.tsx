import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@bc/shared/testing';
import MyMatingsPage from '../pages/my-matings-page';
import { matingDetail, myMatingItem } from '../testing/matings';
import { renderMatingsPage } from '../testing/page';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) => ({ body: { items, total: items.length, page: 1, limit: 20 } });

describe('my matings', () => {
  it('lists the confirmations awaiting me with confirm and decline, my matings of every status, and the inquiries received', async () => {
    const awaiting = myMatingItem(5, { studAnswer: 'awaiting', publishStatus: 'published', relation: { recorded: false, stud: true } });
    const api = mockApi({
      'GET /api/matings/user-matings': (request) =>
        request.query.get('role') === 'awaiting-me'
          ? page([awaiting])
          : page([awaiting, myMatingItem(6, { inquiries: 2 }), myMatingItem(7, { status: 'cancelled', publishStatus: 'published', studAnswer: 'declined' })]),
      'POST /api/matings/5/stud-answer': { body: matingDetail({ id: 5, studAnswer: 'confirmed' }) },
      'GET /api/matings/user-inquiries': {
        body: {
          items: [{ id: 1, matingId: 6, litterId: null, name: 'Olga', email: 'olga@example.com', message: 'Is a female free?', topic: 'reserve-puppy', fromUserId: null, createdAt: '2026-02-10T09:30:00.000Z' }],
          total: 1, page: 1, limit: 10,
        },
      },
    });
    await renderMatingsPage(<MyMatingsPage />, 'u/matings', '/en/u/matings?status=planned');
    const awaitingMe = await screen.findByTestId('awaiting-me');
    const row = await within(awaitingMe).findByTestId('my-mating');
    expect(within(row).getByTestId('my-mating-awaiting').textContent).toBe('Awaiting your answer');
    expect(within(row).getByText('Your male')).toBeTruthy();

    const mine = await screen.findByTestId('my-matings');
    const rows = within(mine).getAllByTestId('my-mating');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByTestId('status-draft')).toBeTruthy();
    expect(rows[1].textContent).toContain('Inquiries received: 2');
    expect(within(rows[2]).getByTestId('my-mating-status').textContent).toBe('Cancelled');
    expect(rows[2].textContent).toContain('Declined by the stud owner');
    expect(api.calls.find((c) => c.path === '/api/matings/user-matings' && !c.query.get('role'))!.query.get('status')).toBe('planned');

    fireEvent.click(within(row).getByTestId('my-mating-confirm'));
    await waitFor(() => expect(within(awaitingMe).queryByTestId('my-mating-awaiting')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ answer: 'confirm' });
    expect(within(rows[0]).queryByTestId('my-mating-confirm')).toBeNull();

    const inquiry = await screen.findByTestId('inquiry');
    expect(inquiry.textContent).toContain('Olga');
    expect(inquiry.textContent).toContain('Reserve a puppy');
    expect(within(inquiry).getByText('olga@example.com').getAttribute('href')).toBe('mailto:olga@example.com');
  });

  it('says so when there is nothing yet, and shows no awaiting section', async () => {
    mockApi({ 'GET /api/matings/user-matings': page([]), 'GET /api/matings/user-inquiries': { body: { items: [], total: 0, page: 1, limit: 10 } } });
    await renderMatingsPage(<MyMatingsPage />, 'u/matings', '/en/u/matings');
    expect(await screen.findByTestId('my-matings-empty')).toBeTruthy();
    expect(await screen.findByTestId('inquiries-empty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('awaiting-me')).toBeNull());
  });
});
