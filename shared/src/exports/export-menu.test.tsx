import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastRequested, type ToastRequest } from '../bus/events';
import { localeMessages } from '../testing/locales';
import { apiError, mockApi } from '../testing/mock-api';
import { renderPage } from '../testing/render';
import { ExportMenu } from './export-menu';
import type { ExportTarget } from './export-request';

const CSV_HEADERS = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="cap_pedigree_4.csv"' };

/** The files the browser was asked to save (a link clicked), by name. */
function watchSaves() {
  const saved: string[] = [];
  const urls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => Object.assign(URL, { createObjectURL: urls.create, revokeObjectURL: urls.revoke }) };
}

async function open(target: ExportTarget, url = '/en') {
  await renderPage(<ExportMenu target={target} />, { url, messages: localeMessages(url.slice(1, 3) || 'ru') });
  fireEvent.click(screen.getByTestId('export-menu'));
  await screen.findByTestId('export-menu-csv');
}

describe('ExportMenu', () => {
  let saves: ReturnType<typeof watchSaves>;
  const toasts: ToastRequest[] = [];
  let unwatch: () => void;
  beforeEach(() => {
    saves = watchSaves();
    toasts.length = 0;
    const subscription = toastRequested.watch((toast) => toasts.push(toast));
    unwatch = () => subscription.unsubscribe();
  });
  afterEach(() => {
    saves.restore();
    unwatch();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offers CSV and Excel, and downloads the pedigree with the generations chosen, saved under the server’s name', async () => {
    const api = mockApi({ 'GET /api/exports/pedigree/7': { raw: '\uFEFFNo.\r\n1\r\n', headers: CSV_HEADERS } });
    await open({ kind: 'pedigree', id: 7, generations: 4 });
    expect(screen.getByText('Download as')).toBeTruthy();
    expect(screen.getByTestId('export-menu-xlsx').textContent).toBe('Excel (XLSX)');
    fireEvent.click(screen.getByTestId('export-menu-csv'));
    await waitFor(() => expect(saves.saved).toEqual(['cap_pedigree_4.csv']));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].path).toBe('/api/exports/pedigree/7');
    expect([...api.calls[0].query]).toEqual([['generations', '4'], ['format', 'csv']]);
    expect(toasts).toEqual([]);
  });

  it('exports the search’s query as XLSX and tells when the file holds only the first dogs', async () => {
    const api = mockApi({
      'GET /api/exports/search': { raw: 'PK', headers: { 'content-disposition': 'attachment; filename="dogs.xlsx"', 'x-export-truncated': '5000' } },
    });
    await open({ kind: 'search', query: { q: 'cap', sex: 'male', health: ['dna:cea:N/N', 'hips:fci:A'] } }, '/de');
    expect(screen.getByTestId('export-menu').textContent).toContain('Exportieren');
    fireEvent.click(screen.getByTestId('export-menu-xlsx'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect([...api.calls[0].query]).toEqual([['q', 'cap'], ['sex', 'male'], ['health', 'dna:cea:N/N'], ['health', 'hips:fci:A'], ['format', 'xlsx']]);
    expect(saves.saved).toEqual(['dogs.xlsx']);
    expect(toasts[0]).toMatchObject({ type: 'warning', message: expect.stringContaining((5000).toLocaleString()) });
    expect(toasts[0].message).toContain('Die Datei enthält nur die ersten');
  });

  it('a member’s dogs by role; a refusal is a toast with the API’s message, nothing saved', async () => {
    const api = mockApi({ 'GET /api/exports/member/3': apiError(429, 'Слишком много выгрузок; повторите через 30 с') });
    await open({ kind: 'member', id: 3, role: 'breeder' }, '/ru');
    fireEvent.click(screen.getByTestId('export-menu-csv'));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect([...api.calls[0].query]).toEqual([['role', 'breeder'], ['format', 'csv']]);
    expect(toasts[0]).toEqual({ type: 'error', title: 'Не удалось скачать файл', message: 'Слишком много выгрузок; повторите через 30 с' });
    expect(saves.saved).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('export-menu').hasAttribute('data-loading')).toBe(false));
  });
});
