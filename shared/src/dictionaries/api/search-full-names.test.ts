import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchFullNames } from './search-full-names';

afterEach(() => vi.unstubAllGlobals());

describe('searchFullNames', () => {
  it('searches registered names of one sex', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) => new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await searchFullNames({ query: 'blue fl', sex: 'female', limit: 10 })).toEqual({ items: [] });
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/dictionaries/full-names');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'blue fl', sex: 'female', limit: '10' });
  });
});
