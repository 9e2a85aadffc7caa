import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionChanged } from '@bc/shared';
import type { ReportView } from '@bc/shared/contracts';
import { currentUser, mockApi, renderPage } from '@bc/shared/testing';
import { checkout } from '../../../lib/checkout';
import { messages, priceList } from '../../../testing/fixtures';
import { MyReportsView } from './my-reports-view';
import { ReportTabView } from './report-tab-view';
import { ReportVerifyView } from './report-verify-view';

const report = (overrides: Partial<ReportView> = {}): ReportView => ({
  id: 5, number: 'R-0A1B2C3D4E', pet: { id: 7, registeredName: 'Żółć Šťastný' }, locale: 'cn', ready: true,
  dataAt: '2026-11-20T10:00:00.000Z', paid: true, reissueOf: null, createdAt: '2026-11-20T10:00:00.000Z', ...overrides,
});
const page = (items: ReportView[]) => ({ items, total: items.length, page: 1, limit: 100 });

beforeEach(() => sessionChanged(null));

describe('the pet page’s report tab', () => {
  it('shows what a report holds and its price; a member without premium buys in the chosen language and is sent to the checkout', async () => {
    sessionChanged(currentUser());
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/payments/prices': { body: priceList() },
      'GET /api/reports': { body: page([]) },
      'POST /api/reports/buy': { body: { kind: 'checkout', orderId: `ord_${'c'.repeat(32)}`, confirmationUrl: 'http://localhost:3000/api/payments/sandbox/checkout/sbx_2' } },
    });
    await renderPage(<ReportTabView petId={7} />, { url: '/en/pets/7/report', path: '/*', messages: messages('en') });
    expect((await screen.findByTestId('report-price-text')).textContent).toBe('A report costs €7.90.');
    expect(within(screen.getByTestId('report-tab')).getAllByRole('listitem')).toHaveLength(8);
    fireEvent.change(screen.getByTestId('report-language'), { target: { value: 'cn' } });
    fireEvent.click(screen.getByTestId('report-buy'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/api/payments/sandbox/checkout/sbx_2'));
    // The report in Chinese, the checkout, the receipt and the way back in the page's English.
    expect(api.calls.find((c) => c.path === '/api/reports/buy')?.body).toEqual({ petId: 7, language: 'cn', locale: 'en' });
    expect(api.calls.find((c) => c.method === 'GET' && c.path === '/api/reports')?.query.get('petId')).toBe('7');
    open.mockRestore();
  });

  it('a premium member gets the report at once, listed on the tab, without a checkout', async () => {
    sessionChanged(currentUser({ premiumUntil: '2099-01-01T00:00:00.000Z', isPremium: true }));
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    let mine: ReportView[] = [];
    mockApi({
      'GET /api/payments/prices': { body: priceList() },
      'GET /api/reports': () => ({ body: page(mine) }),
      'POST /api/reports/buy': () => ((mine = [report({ paid: false, locale: 'en' })]), { body: { kind: 'report', report: mine[0] } }),
    });
    await renderPage(<ReportTabView petId={7} />, { url: '/en/pets/7/report', path: '/*', messages: messages('en') });
    expect((await screen.findByTestId('report-price-text')).textContent).toBe('Free with your premium.');
    fireEvent.click(screen.getByTestId('report-buy'));
    expect((await screen.findByTestId('report-item')).textContent).toContain('Report R-0A1B2C3D4E');
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});

describe('/u/reports', () => {
  it('lists the member’s reports with the dog, language and date, in Russian', async () => {
    sessionChanged(currentUser());
    mockApi({
      'GET /api/reports': { body: page([report(), report({ id: 6, number: 'R-FFFFFFFFFF', ready: false, dataAt: null, reissueOf: 5 })]) },
      'GET /api/reports/orders': { body: { items: [] } },
    });
    await renderPage(<MyReportsView />, { url: '/u/reports', path: '/*', messages: messages('ru') });
    const items = await screen.findAllByTestId('report-item');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Żółć Šťastný');
    expect(items[0].textContent).toContain('中文');
    expect(items[0].textContent).toContain('Данные на 20 ноября 2026');
    expect(items[1].textContent).toContain('Готовится…');
    expect(items[1].textContent).toContain('Переиздан');
  });
});

describe('/reports/verify', () => {
  it('confirms a number with its dates and the dog, in German', async () => {
    const api = mockApi({
      'GET /api/reports/verify/R-0A1B2C3D4E': {
        body: { number: 'R-0A1B2C3D4E', issuedAt: '2026-11-20T10:00:00.000Z', dataAt: '2026-11-20T10:00:00.000Z', withdrawnAt: null, pet: { id: 7, registeredName: 'Żółć Šťastný' } },
      },
    });
    await renderPage(<ReportVerifyView />, { url: '/de/reports/verify?number=r-0a1b2c3d4e', path: '/*', messages: messages('de') });
    const ok = await screen.findByTestId('report-verify-ok');
    expect(ok.textContent).toContain('R-0A1B2C3D4E');
    expect(ok.textContent).toContain('20. November 2026');
    expect(within(ok).getByRole('link', { name: 'Żółć Šťastný' }).getAttribute('href')).toBe('/de/pets/7');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/reports/verify/R-0A1B2C3D4E']);
  });

  it('says that a refunded report was withdrawn, and when (in Russian), not that it is genuine', async () => {
    mockApi({
      'GET /api/reports/verify/R-0A1B2C3D4E': {
        body: { number: 'R-0A1B2C3D4E', issuedAt: '2026-11-20T10:00:00.000Z', dataAt: '2026-11-20T10:00:00.000Z', withdrawnAt: '2026-11-24T09:00:00.000Z', pet: null },
      },
    });
    await renderPage(<ReportVerifyView />, { url: '/reports/verify?number=R-0A1B2C3D4E', path: '/*', messages: messages('ru') });
    const withdrawn = await screen.findByTestId('report-verify-withdrawn');
    expect(withdrawn.textContent).toContain('Отчёт R-0A1B2C3D4E отозван');
    expect(withdrawn.textContent).toContain('Он отозван 24 ноября 2026 г.: оплата за него возвращена.');
    expect(screen.getByTestId('report-verify-ok').textContent).not.toContain('подлинный');
  });

  it('says when no report has the number, and without a number asks for one', async () => {
    mockApi({ 'GET /api/reports/verify/R-FFFFFFFFFF': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No report has this number' } } });
    await renderPage(<ReportVerifyView />, { url: '/en/reports/verify?number=R-FFFFFFFFFF', path: '/*', messages: messages('en') });
    expect((await screen.findByTestId('report-verify-unknown')).textContent).toBe('No report has the number R-FFFFFFFFFF.');
  });

  it('without a number shows the form, which looks the typed number up', async () => {
    const api = mockApi({ 'GET /api/reports/verify/R-0A1B2C3D4E': { body: { number: 'R-0A1B2C3D4E', issuedAt: '2026-11-20T10:00:00.000Z', dataAt: null, withdrawnAt: null, pet: null } } });
    await renderPage(<ReportVerifyView />, { url: '/en/reports/verify', path: '/*', messages: messages('en') });
    expect(screen.queryByTestId('report-verify-unknown')).toBeNull();
    fireEvent.change(screen.getByTestId('report-verify-input'), { target: { value: ' r-0a1b2c3d4e ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('report-verify-ok')).textContent).not.toContain('Dog:');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/reports/verify/R-0A1B2C3D4E']);
  });
});
