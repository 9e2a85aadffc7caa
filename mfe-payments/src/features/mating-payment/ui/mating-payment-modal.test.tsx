import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolve } from 'node:path';
import { localeMessages, mockApi, renderPage } from '@bc/shared/testing';
import modals from '../../../exposes/modals';
import { checkout } from '../../../lib/checkout';
import { priceList } from '../../../testing/fixtures';
import { MatingPaymentModal } from './mating-payment-modal';

async function render(props: Record<string, unknown> = {}, url = '/en') {
  const close = vi.fn();
  await renderPage(<MatingPaymentModal close={close} props={props} />, {
    url,
    path: '/*',
    messages: localeMessages(url.startsWith('/pl') ? 'pl' : 'en', { payments: resolve(__dirname, '../../../../locales') }),
  });
  return close;
}

afterEach(() => vi.unstubAllGlobals());

describe('the mating payment modal', () => {
  it('is registered as the mating-payment modal of this remote, with a translated title', () => {
    const definition = modals.modals['mating-payment'];
    expect(definition?.component).toBe(MatingPaymentModal);
    expect(definition?.titleKey).toBe('payments:matingPayment.title');
  });

  it('explains what the announcement and the report include', async () => {
    await render();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'The mating announcement',
      'The mating report',
    ]);
    const report = within(screen.getByTestId('mating-payment-report'));
    expect(report.getAllByRole('listitem')).toHaveLength(5);
    expect(report.getByText(/over 10 generations and over the whole known pedigree/)).toBeTruthy();
    expect(report.getByText(/common ancestors/)).toBeTruthy();
    expect(report.getByText(/expected DNA-test results of the puppies/)).toBeTruthy();
    expect(within(screen.getByTestId('mating-payment-announcement')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends the member to the Premium page (a route link in the page’s language) and closes', async () => {
    const close = await render({}, '/pl');
    const link = screen.getByRole('link', { name: 'Przejdź do Premium' });
    expect(link.getAttribute('href')).toBe('/pl/premium');
    fireEvent.click(link);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('buys nothing: no call leaves the page, and the close button only closes', async () => {
    const api = mockApi({});
    const close = await render();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
  });

  it('names the pair when the caller passes it', async () => {
    await render({ sireName: 'Amber Coast Blue Flame', damName: 'Amber Coast Black Flame' });
    expect(screen.getByTestId('mating-payment-pair').textContent).toBe('Amber Coast Blue Flame × Amber Coast Black Flame');
  });

  it('leaves the pair out when it is incomplete', async () => {
    await render({ sireName: 'Amber Coast Blue Flame', damName: 42 });
    expect(screen.queryByTestId('mating-payment-pair')).toBeNull();
  });

  it('with a mating refused for want of premium: pays once for publishing it and is sent to the checkout page', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/payments/prices': { body: priceList() },
      'POST /api/payments/mating/buy': { body: { orderId: `ord_${'m'.repeat(32)}`, confirmationUrl: 'http://localhost:3000/api/payments/sandbox/checkout/sbx_9' } },
    });
    await render({ matingId: 42 });
    const pay = await screen.findByTestId('mating-payment-pay');
    expect(pay.textContent).toBe('Pay €2.90 and publish');
    fireEvent.click(pay);
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/api/payments/sandbox/checkout/sbx_9'));
    expect(api.calls.find((c) => c.path === '/api/payments/mating/buy')?.body).toEqual({ matingId: 42, locale: 'en' });
    open.mockRestore();
  });
});
