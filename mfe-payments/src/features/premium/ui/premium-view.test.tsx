import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalRequested, sessionChanged } from '@bc/shared';
import { apiError, currentUser, mockApi, renderPage } from '@bc/shared/testing';
import { checkout } from '../../../lib/checkout';
import { messages, premiumState, priceList } from '../../../testing/fixtures';
import { PremiumView } from './premium-view';

const render = (locale: 'en' | 'ru' = 'en') =>
  renderPage(<PremiumView />, { url: locale === 'en' ? '/en/premium' : '/premium', path: '/*', messages: messages(locale) });

beforeEach(() => sessionChanged(null));
afterEach(() => vi.unstubAllGlobals());

describe('/premium', () => {
  it('shows a visitor what premium gives and the prices, and asks to sign in to buy', async () => {
    const api = mockApi({ 'GET /api/payments/prices': { body: priceList() } });
    const requested: unknown[] = [];
    const watcher = modalRequested.watch((request) => requested.push(request));
    await render();
    expect(await screen.findByTestId('premium-price-month')).toBeTruthy();
    expect(screen.getByTestId('premium-price-month').textContent).toBe('€4.99');
    expect(screen.getByTestId('premium-price-year').textContent).toBe('€49');
    expect(screen.getByTestId('premium-plan-year').textContent).toContain('you save €10.88');
    expect(within(screen.getByTestId('premium-benefits')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByTestId('premium-status')).toBeNull();
    fireEvent.click(screen.getByTestId('premium-buy-month'));
    expect(requested).toEqual([{ name: 'auth', props: { tab: 'login' } }]);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/payments/prices']);
    watcher.unsubscribe();
  });

  it('a member buys a year with auto-renewal off and is sent to the checkout page', async () => {
    sessionChanged(currentUser());
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/payments/prices': { body: priceList() },
      'GET /api/premium/state': { body: premiumState() },
      'POST /api/premium/buy': { body: { orderId: `ord_${'b'.repeat(32)}`, confirmationUrl: 'http://localhost:3000/api/payments/sandbox/checkout/sbx_1' } },
    });
    await render();
    expect((await screen.findByTestId('premium-status-text')).textContent).toBe('You do not have premium yet.');
    fireEvent.click(screen.getByLabelText('Renew automatically'));
    fireEvent.click(screen.getByTestId('premium-buy-year'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/api/payments/sandbox/checkout/sbx_1'));
    expect(api.calls.find((c) => c.path === '/api/premium/buy')?.body).toEqual({ paymentType: 'year', autoPay: false, locale: 'en' });
    open.mockRestore();
  });

  it('says when the provider is down, and nothing is opened', async () => {
    sessionChanged(currentUser());
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    mockApi({
      'GET /api/payments/prices': { body: priceList() },
      'GET /api/premium/state': { body: premiumState() },
      'POST /api/premium/buy': apiError(502, 'down'),
    });
    await render();
    fireEvent.click(await screen.findByTestId('premium-buy-month'));
    expect((await screen.findByTestId('premium-buy-error')).textContent).toBe('The payment provider is not answering. Please try again in a few minutes.');
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('shows an active member the end date and turns auto-pay off and on', async () => {
    sessionChanged(currentUser());
    const until = '2027-03-15T10:00:00.000Z';
    let autoPay = true;
    const api = mockApi({
      'GET /api/payments/prices': { body: priceList() },
      'GET /api/premium/state': () => ({ body: premiumState({ active: true, premiumUntil: until, autoPay, canAutoPay: true }) }),
      'GET /api/premium/disable-auto-pay': () => ((autoPay = false), { body: premiumState({ active: true, premiumUntil: until, autoPay, canAutoPay: true }) }),
      'GET /api/premium/enable-auto-pay': () => ((autoPay = true), { body: premiumState({ active: true, premiumUntil: until, autoPay, canAutoPay: true }) }),
    });
    await render();
    expect((await screen.findByTestId('premium-status-text')).textContent).toBe('Premium is active until March 15, 2027.');
    expect(screen.getByTestId('premium-status-badge').textContent).toBe('Active');
    expect(screen.getByRole('heading', { name: 'Extend premium' })).toBeTruthy();
    const toggle = screen.getByTestId('premium-auto-pay') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByTestId('premium-auto-pay') as HTMLInputElement).checked).toBe(false));
    expect(screen.getByText(/Premium stays until March 15, 2027 and then ends/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('premium-auto-pay'));
    await waitFor(() => expect((screen.getByTestId('premium-auto-pay') as HTMLInputElement).checked).toBe(true));
    expect(api.calls.map((c) => c.path).filter((p) => p.includes('auto-pay'))).toEqual(['/api/premium/disable-auto-pay', '/api/premium/enable-auto-pay']);
  });

  it('is in Russian on a Russian page, with roubles', async () => {
    mockApi({ 'GET /api/payments/prices': { body: priceList({ currency: 'RUB', premium: { month: 29_900, year: 299_000 } }) } });
    await render('ru');
    expect((await screen.findByTestId('premium-price-month')).textContent).toMatch(/^299\s₽$/);
    expect(screen.getByRole('heading', { name: 'Что даёт премиум' })).toBeTruthy();
    expect(screen.getByTestId('premium-buy-month').textContent).toBe('Войдите, чтобы купить');
  });
});
