import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPetShort } from './get-pet-short';
import { searchFullNames } from './search-full-names';

afterEach(() => vi.unstubAllGlobals());

/** Stubs `fetch` with one JSON answer and returns the URLs asked for. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'));
}

describe('the API calls of the page', () => {
  it('searches registered names of one sex', async () => {
    const urls = answer(200, { items: [] });
    expect(await searchFullNames({ query: 'blue fl', sex: 'female', limit: 10 })).toEqual({ items: [] });
    const [url] = urls();
    expect(url.pathname).toBe('/api/dictionaries/full-names');
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'blue fl', sex: 'female', limit: '10' });
  });

  it('fetches a pet by id, and a 404 arrives as an error with its status', async () => {
    const urls = answer(404, { message: 'Pet not found', statusCode: 404, data: { field: 'id' } });
    await expect(getPetShort(3346)).rejects.toMatchObject({ statusCode: 404, message: 'Pet not found' });
    expect(urls()[0].pathname).toBe('/api/pets/short/3346');
  });
});
