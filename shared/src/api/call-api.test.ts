import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints, fileEndpoints, petEndpoints } from '../contracts';
import { callApi } from './call-api';
import { clearTokens, saveTokens } from './tokens';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` with one answer for every call; returns the mock. */
function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const request = (fetchMock: ReturnType<typeof stubFetch>, index = 0) => {
  const [input, init = {}] = fetchMock.mock.calls[index];
  return { url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body };
};

describe('callApi', () => {
  beforeEach(() => clearTokens());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the endpoint method to its URL with the params and query filled in, and answers the JSON', async () => {
    const fetchMock = stubFetch(() => json(200, { liked: true, count: 3 }));
    await expect(callApi(petEndpoints.like, { params: { id: 7 } })).resolves.toEqual({ liked: true, count: 3 });
    expect(request(fetchMock)).toMatchObject({ url: '/api/pets/7/like', method: 'GET' });

    await callApi(petEndpoints.search, { query: { q: 'blue merle', health: ['dna:cea:N/N', 'baer:+/+'], page: 2, alive: undefined } });
    const search = new URL(request(fetchMock, 1).url, 'http://localhost');
    expect(search.pathname).toBe('/api/pets');
    expect([...search.searchParams]).toEqual([['q', 'blue merle'], ['health', 'dna:cea:N/N'], ['health', 'baer:+/+'], ['page', '2']]);
  });

  it('posts the body as JSON, with the Bearer token of the session', async () => {
    saveTokens({ accessToken: 'A1' });
    const fetchMock = stubFetch(() => json(200, { petId: 3, note: 'Calm', updatedAt: '2026-01-01T00:00:00.000Z' }));
    await callApi(petEndpoints.saveNote, { body: { petId: 3, note: 'Calm' } });
    const sent = request(fetchMock);
    expect(sent).toMatchObject({ url: '/api/pets/note', method: 'POST' });
    expect(JSON.parse(String(sent.body))).toEqual({ petId: 3, note: 'Calm' });
    expect(sent.headers.get('authorization')).toBe('Bearer A1');
  });

  it('sends a FormData as it is (multipart routes)', async () => {
    const fetchMock = stubFetch(() => json(200, { url: '/api/files/images/x/480.webp' }));
    const form = new FormData();
    form.append('kind', 'avatar');
    await callApi(fileEndpoints.addImage, { body: form });
    expect(request(fetchMock)).toMatchObject({ url: '/api/images/add', method: 'POST', body: form });
  });

  it('passes the options on (signal, headers)', async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    const controller = new AbortController();
    await callApi(accountEndpoints.currentUser, undefined, { signal: controller.signal, headers: { 'x-trace': '1' } });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.signal).toBe(controller.signal);
    expect(new Headers(init.headers).get('x-trace')).toBe('1');
  });

  it('fails with the API error shape (through apiFetch)', async () => {
    stubFetch(() => json(404, { message: 'Pet not found', statusCode: 404, data: { field: 'id' } }));
    await expect(callApi(petEndpoints.short, { params: { id: 9 } })).rejects.toMatchObject({ statusCode: 404, message: 'Pet not found', field: 'id' });
  });
});
