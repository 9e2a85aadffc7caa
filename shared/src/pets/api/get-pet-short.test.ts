import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPet } from './get-pet';
import { getPetShort } from './get-pet-short';

afterEach(() => vi.unstubAllGlobals());

/** Stubs `fetch` with one JSON answer and returns the URLs asked for. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'));
}

describe('the pet calls several remotes make', () => {
  it('fetches a pet in short by id, and a 404 arrives as an error with its status', async () => {
    const urls = answer(404, { message: 'Pet not found', statusCode: 404, data: { field: 'id' } });
    await expect(getPetShort(3346)).rejects.toMatchObject({ statusCode: 404, message: 'Pet not found' });
    expect(urls()[0].pathname).toBe('/api/pets/short/3346');
  });

  it('fetches a whole pet by id', async () => {
    const urls = answer(200, { id: 3346 });
    await expect(getPet(3346)).resolves.toEqual({ id: 3346 });
    expect(urls()[0].pathname).toBe('/api/pets/3346');
  });
});
