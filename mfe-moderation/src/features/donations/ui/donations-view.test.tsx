import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModeratorDonation } from '@bc/shared/contracts';
import { type ApiRequest, mockApi, renderPage } from '@bc/shared/testing';
import { messages } from '../../../testing/messages';
import { DonationsView } from './donations-view';

afterEach(() => vi.unstubAllGlobals());

const donation = (id: number, overrides: Partial<ModeratorDonation> = {}): ModeratorDonation => ({
  id, orderId: `don-${id}`, status: 'succeeded', amount: 250_050, currency: 'RUB', provider: 'yookassa', name: `Donor ${id}`, member: { id: 5, nickname: 'anna' },
  notShow: false, nameHidden: false, shownAs: `Donor ${id}`, createdAt: '2026-06-01T10:00:00.000Z', paidAt: '2026-06-01T10:01:00.000Z', ...overrides,
});
const page = (items: ModeratorDonation[]) => ({ body: { items, total: items.length, page: 1, limit: 20 } });
const named = (item: ModeratorDonation) => (req: ApiRequest) => {
  const hidden = (req.body as { hidden?: boolean }).hidden !== false;
  return { body: { ...item, nameHidden: hidden, shownAs: hidden ? null : item.name } };
};
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
const rows = () => screen.getAllByTestId('donation');

describe('the donations list', () => {
  it('shows each donation’s amount in the page’s language, status, provider and public name; the status filter goes to the URL', async () => {
    const api = mockApi({
      'GET /api/payments/donations': page([
        donation(1), donation(2, { currency: 'EUR', amount: 500, provider: 'stripe', notShow: true, shownAs: null, status: 'refunded' }),
        donation(3, { nameHidden: true, shownAs: null, member: null }),
      ]),
    });
    await renderPage(<DonationsView />, { url: '/de/moder/donations', messages: messages('de') });
    const [first, second, third] = await screen.findAllByTestId('donation');
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ page: '1', limit: '20' });
    const nbsp = (text: string | null) => text?.replace(/\s/g, ' ');
    expect(nbsp(within(first).getByTestId('donation-amount').textContent)).toBe('2.500,50 ₽');
    expect(within(first).getByTestId('donation-status').textContent).toBe('Bezahlt');
    expect(within(first).getByTestId('donation-provider').textContent).toBe('YooKassa');
    expect(within(first).getByTestId('donation-shown-as').textContent).toBe('Öffentliche Liste: Donor 1');
    expect(within(first).getByRole('link', { name: 'anna' }).getAttribute('href')).toBe('/de/u/anna');
    expect(nbsp(within(second).getByTestId('donation-amount').textContent)).toBe('5 €');
    expect(within(second).getByTestId('donation-status').textContent).toBe('Erstattet');
    expect(within(second).getByTestId('donation-anonymous').textContent).toBe('Spender möchte anonym bleiben');
    expect(within(second).queryByTestId('donation-refund')).toBeNull();
    expect(within(third).getByTestId('donation-hidden').textContent).toBe('Name von einem Moderator ausgeblendet');
    expect(within(third).getByTestId('donation-show-name')).toBeTruthy();

    fireEvent.click(screen.getByTestId('donations-status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Alle Status', hidden: true }));
    await waitFor(() => expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({ all: '1', page: '1', limit: '20' }));
  });

  it('hides a name with r and shows it again with a; bulk hides the selected', async () => {
    const items = [donation(1), donation(2), donation(3)];
    const api = mockApi({
      'GET /api/payments/donations': page(items),
      'POST /api/payments/donations/1/hide-name': named(items[0]),
      'POST /api/payments/donations/2/hide-name': named(items[1]),
      'POST /api/payments/donations/3/hide-name': named(items[2]),
    });
    await renderPage(<DonationsView />, { url: '/en/moder/donations', messages: messages('en') });
    await screen.findAllByTestId('donation');
    press('j');
    press('r');
    await waitFor(() => expect(rows()[0].getAttribute('data-hidden')).toBe('true'));
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/payments/donations/1/hide-name', body: { hidden: true } });
    expect(within(rows()[0]).getByTestId('donation-shown-as').textContent).toBe('Not named on the public list');
    press('a');
    await waitFor(() => expect(rows()[0].getAttribute('data-hidden')).toBe('false'));
    expect(api.calls.at(-1)!.body).toEqual({ hidden: false });

    fireEvent.click(within(rows()[1]).getByTestId('queue-select'));
    fireEvent.click(within(rows()[2]).getByTestId('queue-select'));
    fireEvent.click(screen.getByTestId('bulk-hide-names'));
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-hidden'))).toEqual(['false', 'true', 'true']));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path).slice(-2)).toEqual([
      '/api/payments/donations/2/hide-name', '/api/payments/donations/3/hide-name',
    ]);
  });

  it('refunds after a reason and a note are given and confirmed; a refusal shows in the dialog', async () => {
    const api = mockApi({
      'GET /api/payments/donations': page([donation(1), donation(2)]),
      'POST /api/payments/orders/don-1/refund': {
        body: { orderId: 'don-1', kind: 'donation', status: 'refunded', final: true, amount: 250_050, currency: 'RUB', createdAt: '2026-06-01T10:00:00.000Z', updatedAt: '2026-06-03T10:00:00.000Z', refund: 'refunded' },
      },
      'POST /api/payments/orders/don-2/refund': { status: 409, body: { statusCode: 409, message: 'no', data: { code: 'not_refundable' } } },
    });
    await renderPage(<DonationsView />, { url: '/en/moder/donations', messages: messages('en') });
    await screen.findAllByTestId('donation');
    fireEvent.click(within(rows()[0]).getByTestId('donation-refund'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByTestId('refund-confirm') as HTMLButtonElement;
    expect(confirm.textContent?.replace(/\s/g, ' ')).toBe('Refund ₽2,500.50');
    fireEvent.click(within(dialog).getByTestId('refund-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid twice by mistake', hidden: true }));
    // The note is required.
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('refund-note'), { target: { value: 'Paid twice on 1 June' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(rows()[0].getAttribute('data-status')).toBe('refunded'));
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/payments/orders/don-1/refund', body: { reason: 'duplicate-payment', note: 'Paid twice on 1 June' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rows()[0]).queryByTestId('donation-refund')).toBeNull();

    fireEvent.click(within(rows()[1]).getByTestId('donation-refund'));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByTestId('refund-reason'));
    fireEvent.click(await screen.findByRole('option', { name: 'Other reason', hidden: true }));
    fireEvent.change(within(again).getByTestId('refund-note'), { target: { value: 'Asked by phone' } });
    fireEvent.click(within(again).getByTestId('refund-confirm'));
    expect((await within(again).findByTestId('refund-error')).textContent).toBe('Only a paid donation can be refunded: this one is pending, failed or refunded already.');
    expect(rows()[1].getAttribute('data-status')).toBe('succeeded');
  });
});
