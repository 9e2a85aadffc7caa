import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionChanged } from '@bc/shared';
import type { PendingReportOrder } from '@bc/shared/contracts';
import { currentUser, mockApi, renderPage } from '@bc/shared/testing';
import { checkout } from '../../../lib/checkout';
import { messages } from '../../../testing/fixtures';
import { MyReportsView } from './my-reports-view';

const pending = (id: string, overrides: Partial<PendingReportOrder> = {}): PendingReportOrder => ({
  orderId: `ord_${id.repeat(32)}`, kind: 'report', status: 'pending', final: false, amount: 790, currency: 'EUR',
  createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z',
  pet: { id: 7, registeredName: 'Żółć Šťastný' }, language: 'cn', confirmationUrl: `http://localhost:3000/api/payments/sandbox/checkout/sbx_${id}`, ...overrides,
});
const noReports = { items: [], total: 0, page: 1, limit: 100 };

beforeEach(() => sessionChanged(currentUser()));

describe('/u/reports: the report orders still waiting for the payment', () => {
  it('lists each with the dog, the report’s language, the amount and date; Continue paying opens the provider’s page', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    mockApi({
      'GET /api/reports': { body: noReports },
      'GET /api/reports/orders': { body: { items: [pending('a'), pending('b', { pet: null, language: 'de', confirmationUrl: null })] } },
    });
    await renderPage(<MyReportsView />, { url: '/en/u/reports', path: '/*', messages: messages('en') });
    const items = await screen.findAllByTestId('pending-report-order');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Waiting for payment' })).toBeTruthy();
    expect(items[0].textContent).toContain('Żółć Šťastný');
    expect(items[0].textContent).toContain('中文');
    expect(items[0].textContent).toContain('€7.90, ordered on November 25, 2026');
    expect(within(items[0]).getByTestId('pending-report-order-status').textContent).toBe('Not paid yet');
    // A dog no longer shown is not named; an order without a provider page offers no button.
    expect(items[1].textContent).toContain('A dog that is no longer shown');
    expect(within(items[1]).queryByTestId('pending-report-order-pay')).toBeNull();
    fireEvent.click(within(items[0]).getByTestId('pending-report-order-pay'));
    expect(open).toHaveBeenCalledWith('http://localhost:3000/api/payments/sandbox/checkout/sbx_a');
    open.mockRestore();
  });

  it('Check again asks anew, and an order paid meanwhile leaves the list (in Czech)', async () => {
    let items = [pending('a')];
    const api = mockApi({
      'GET /api/reports': { body: noReports },
      'GET /api/reports/orders': () => ({ body: { items } }),
    });
    await renderPage(<MyReportsView />, { url: '/cz/u/reports', path: '/*', messages: messages('cz') });
    await screen.findByTestId('pending-report-order');
    expect(screen.getByRole('heading', { name: 'Čeká na platbu' })).toBeTruthy();
    items = [];
    fireEvent.click(screen.getByTestId('pending-report-orders-check'));
    await waitFor(() => expect(screen.queryByTestId('pending-report-orders')).toBeNull());
    expect(api.calls.filter((c) => c.path === '/api/reports/orders')).toHaveLength(2);
  });

  it('leaves out the order the member has just come back with (its status is shown on its own)', async () => {
    const back = pending('a');
    mockApi({
      'GET /api/reports': { body: noReports },
      'GET /api/reports/orders': { body: { items: [back, pending('b')] } },
      'POST /api/reports/status': { body: { ...back, report: null } },
    });
    await renderPage(<MyReportsView />, { url: `/en/u/reports?orderId=${back.orderId}`, path: '/*', messages: messages('en') });
    await screen.findByTestId('report-order-pending');
    const items = await screen.findAllByTestId('pending-report-order');
    expect(items.map((item) => item.getAttribute('data-order-id'))).toEqual([`ord_${'b'.repeat(32)}`]);
  });
});
