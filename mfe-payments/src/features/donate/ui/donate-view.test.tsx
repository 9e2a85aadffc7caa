import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionChanged } from '@bc/shared';
import { currentUser, mockApi, renderPage } from '@bc/shared/testing';
import { checkout } from '../../../lib/checkout';
import { messages, monthDonations, ORDER_ID, priceList } from '../../../testing/fixtures';
import { DonateView } from './donate-view';

const render = (query = '', locale: 'en' | 'lv' = 'en') =>
  renderPage(<DonateView />, { url: `/${locale}/donate${query}`, path: '/*', messages: messages(locale) });
const base = () => ({ 'GET /api/payments/prices': { body: priceList() }, 'GET /api/donates/month': { body: monthDonations() } });

beforeEach(() => sessionChanged(null));
afterEach(() => vi.unstubAllGlobals());

describe('/donate', () => {
  it('shows the month’s donors (a name or Anonymous), the total and the goal’s progress; never an email', async () => {
    mockApi(base());
    await render();
    const month = await screen.findByTestId('donate-month');
    expect(within(month).getByRole('heading').textContent).toBe('Donors of November 2026');
    expect(screen.getByTestId('donate-month-total').textContent).toBe('Collected €15 of €500.');
    expect(screen.getAllByTestId('donate-month-donor').map((row) => row.textContent)).toEqual(['Anonymous€10', 'Ilze€5']);
    expect(screen.getByTestId('donate-month-progress')).toBeTruthy();
  });

  it('a visitor donates a preset amount without the name shown and is sent to the checkout page', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const api = mockApi({ ...base(), 'POST /api/donates/buy': { body: { orderId: ORDER_ID, confirmationUrl: 'http://localhost:3000/api/payments/sandbox/checkout/sbx_2' } } });
    await render();
    await screen.findByTestId('donate-form');
    fireEvent.click(within(screen.getByTestId('donate-amounts')).getByText('€10'));
    fireEvent.change(screen.getByTestId('donate-name'), { target: { value: 'Jānis' } });
    fireEvent.change(screen.getByTestId('donate-email'), { target: { value: 'janis@example.test' } });
    fireEvent.click(screen.getByTestId('donate-not-show'));
    expect(screen.getByTestId('donate-submit').textContent).toBe('Donate €10');
    fireEvent.click(screen.getByTestId('donate-submit'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/api/payments/sandbox/checkout/sbx_2'));
    expect(api.calls.find((c) => c.path === '/api/donates/buy')?.body).toEqual({ fullName: 'Jānis', email: 'janis@example.test', price: 10, notShow: true, locale: 'en' });
    open.mockRestore();
  });

  it('checks the form before sending: an amount within bounds, a name, an email; a member’s are filled in', async () => {
    sessionChanged(currentUser({ email: 'anna@example.test', displayName: 'Anna' }));
    const api = mockApi(base());
    await render();
    await screen.findByTestId('donate-form');
    expect((screen.getByTestId('donate-name') as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByTestId('donate-email') as HTMLInputElement).value).toBe('anna@example.test');
    fireEvent.click(screen.getByText('Other'));
    fireEvent.change(screen.getByTestId('donate-other'), { target: { value: '5000' } });
    fireEvent.change(screen.getByTestId('donate-email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('donate-submit'));
    expect(await screen.findByText('Choose an amount from €1 to €1,000.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address for the receipt.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('back from the checkout (?orderId=): the donation’s result, and the month read again once it succeeded', async () => {
    const api = mockApi({
      ...base(),
      'POST /api/donates/status': {
        body: { orderId: ORDER_ID, kind: 'donation', status: 'succeeded', final: true, amount: 1000, currency: 'EUR', createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z' },
      },
    });
    await render(`?orderId=${ORDER_ID}`);
    expect(await screen.findByText('Thank you for your donation!')).toBeTruthy();
    expect(screen.getByText('We have received €10. A receipt has been sent to your email.')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/donates/month').length).toBeGreaterThanOrEqual(1));
  });

  it('is in Latvian on a Latvian page', async () => {
    mockApi(base());
    await render('', 'lv');
    expect(await screen.findByText('Nerādīt manu vārdu ziedotāju sarakstā')).toBeTruthy();
    expect(screen.getAllByTestId('donate-month-donor')[0]!.textContent).toContain('Anonīmi');
  });
});
