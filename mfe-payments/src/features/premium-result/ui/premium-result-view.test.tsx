import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, sessionChanged } from '@bc/shared';
import { apiError, currentUser, mockApi, renderPage } from '@bc/shared/testing';
import { messages, ORDER_ID } from '../../../testing/fixtures';
import { PremiumResultView } from './premium-result-view';

const order = (status: string, premiumUntil: string | null = null) => ({
  body: {
    orderId: ORDER_ID, kind: 'premium', status, final: status !== 'pending', amount: 499, currency: 'EUR',
    createdAt: '2026-11-26T10:00:00.000Z', updatedAt: '2026-11-26T10:00:00.000Z', premiumUntil,
  },
});
const render = (query = `?orderId=${ORDER_ID}`, locale: 'en' | 'de' = 'en') =>
  renderPage(<PremiumResultView />, { url: `/${locale}/premium/result${query}`, path: '/*', messages: messages(locale) });

beforeEach(() => sessionChanged(currentUser({ premiumUntil: null })));
afterEach(() => vi.unstubAllGlobals());

describe('/premium/result', () => {
  it('waits while the order is pending (asking every two seconds), then shows the success and tells the session', async () => {
    let asked = 0;
    const api = mockApi({ 'POST /api/premium/status': () => (++asked < 2 ? order('pending') : order('succeeded', '2026-12-26T10:00:00.000Z')) });
    await render();
    expect(await screen.findByText('Waiting for the payment provider’s answer…')).toBeTruthy();
    expect(await screen.findByText('Payment received', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/Premium is active until December 26, 2026/)).toBeTruthy();
    expect(api.calls.map((c) => c.body)).toEqual([{ orderId: ORDER_ID }, { orderId: ORDER_ID }]);
    expect($session.getState()?.premiumUntil).toBe('2026-12-26T10:00:00.000Z');
    expect(screen.getByTestId('premium-result-studs').getAttribute('href')).toBe('/en/possible-mating?mode=studs');
    expect(screen.getByTestId('premium-result-back').getAttribute('href')).toBe('/en/premium');
  });

  it.each([
    ['failed', 'The payment did not go through'],
    ['canceled', 'The payment was cancelled'],
  ])('shows a %s payment with a way back', async (status, title) => {
    mockApi({ 'POST /api/premium/status': order(status) });
    await render();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByTestId('premium-result-back').getAttribute('href')).toBe('/en/premium');
    expect(screen.queryByTestId('premium-result-studs')).toBeNull();
  });

  it('says so for an order that is not the member’s, or a missing or malformed id (without asking)', async () => {
    mockApi({ 'POST /api/premium/status': apiError(404, 'No such order') });
    await render();
    expect(await screen.findByTestId('premium-result-not-found')).toBeTruthy();
    const api = mockApi({});
    await render('?orderId=nope');
    expect(await screen.findAllByTestId('premium-result-not-found')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('is in German on a German page', async () => {
    mockApi({ 'POST /api/premium/status': order('canceled') });
    await render(undefined, 'de');
    expect(await screen.findByText('Die Zahlung wurde abgebrochen')).toBeTruthy();
    expect(screen.getByText('Zurück zu Premium')).toBeTruthy();
  });
});
