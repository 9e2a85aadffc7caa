import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportEndpoints } from '../contracts';
import { apiError, mockApi } from '../testing/mock-api';
import { dispositionFileName, downloadFile, fetchFile } from './download';
import { clearTokens, saveTokens } from './tokens';

const CSV = '\uFEFFNo.,Registered name\r\n1,Шептун\r\n';
const DISPOSITION = `attachment; filename="sheptun_pedigree_5.csv"; filename*=UTF-8''${encodeURIComponent('Шептун pedigree 5.csv')}`;

describe('file downloads through the API client', () => {
  beforeEach(() => clearTokens());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('sends the Bearer token and the page’s language, and answers the bytes with the server’s file name', async () => {
    saveTokens({ accessToken: 'A1' });
    window.history.replaceState(null, '', '/cn/pets/5/pedigree');
    const api = mockApi({ 'GET /api/exports/pedigree/5': { raw: CSV, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': DISPOSITION } } });
    const file = await fetchFile(exportEndpoints.exportPedigree, { params: { id: 5 }, query: { generations: 4, format: 'csv' } });
    const [request] = api.calls;
    expect(request.headers.get('authorization')).toBe('Bearer A1');
    expect(request.headers.get('accept-language')).toBe('zh');
    expect([...request.query]).toEqual([['generations', '4'], ['format', 'csv']]);
    expect(file.fileName).toBe('Шептун pedigree 5.csv');
    // The BOM stays: the bytes are saved as the server sent them.
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('saves the file with a link named as the server named it', async () => {
    mockApi({ 'GET /api/exports/search': { raw: CSV, headers: { 'content-disposition': 'attachment; filename="dogs.xlsx"' } } });
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    try {
      await downloadFile(exportEndpoints.exportSearch, { query: { q: 'cap', format: 'xlsx' } });
    } finally {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    }
    expect(clicked).toEqual([{ download: 'dogs.xlsx', href: 'blob:export' }]);
    expect(createObjectURL.mock.calls[0][0].size).toBe(new TextEncoder().encode(CSV).length);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('a refusal is an ApiError with the API’s message, read from the JSON the file call got', async () => {
    mockApi({ 'GET /api/exports/pedigree/9': apiError(404, 'Питомец не найден', { field: 'id' }) });
    await expect(fetchFile(exportEndpoints.exportPedigree, { params: { id: 9 }, query: { generations: 5 } })).rejects.toMatchObject({
      statusCode: 404, message: 'Питомец не найден', field: 'id',
    });
  });

  it('reads the name from filename* first, then filename, else the fallback', () => {
    expect(dispositionFileName(DISPOSITION, 'x')).toBe('Шептун pedigree 5.csv');
    expect(dispositionFileName('attachment; filename=dogs.csv', 'x')).toBe('dogs.csv');
    expect(dispositionFileName(null, 'download')).toBe('download');
    expect(dispositionFileName('not a disposition;;', 'download')).toBe('download');
  });
});
