import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemotePages } from '@bc/shared';
import { loadRemotePages } from '../app/remotes';
import { loadRemotePage, PRELOAD_WAIT_MS } from './remote-page';

vi.mock('../app/remotes', () => ({ loadRemotePages: vi.fn(), RemoteUnavailableError: class extends Error {} }));

const Page = () => null;

function remote(preload: RemotePages['preload']): RemotePages {
  return { buildId: 'b', namespace: 'pets', loadLocale: async () => undefined, pages: { 'pets-id': async () => ({ default: Page }) }, preload };
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadRemotePages).mockReset();
});

describe('loading a remote page', () => {
  it('waits for the page’s data preload, with the route parameters', async () => {
    let loaded = false;
    const preload = vi.fn(async () => {
      await new Promise((done) => setTimeout(done, 20));
      loaded = true;
    });
    vi.mocked(loadRemotePages).mockResolvedValue(remote({ 'pets-id': preload }));
    await loadRemotePage('mfe_pets', 'pets-id', 'en', 'http://localhost/en/pets/5', { id: '5' });
    expect(preload).toHaveBeenCalledWith({ id: '5' });
    expect(loaded).toBe(true);
  });

  it('renders without the data when the preload fails or takes too long', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadRemotePages).mockResolvedValue(remote({ 'pets-id': async () => Promise.reject(new Error('offline')) }));
    await expect(loadRemotePage('mfe_pets', 'pets-id', 'en', 'http://localhost/en/pets/5', { id: '5' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();

    vi.useFakeTimers();
    vi.mocked(loadRemotePages).mockResolvedValue(remote({ 'pets-id': () => new Promise(() => undefined) }));
    const loading = loadRemotePage('mfe_pets', 'pets-id', 'en', 'http://localhost/en/pets/5', { id: '5' });
    await vi.advanceTimersByTimeAsync(PRELOAD_WAIT_MS);
    await expect(loading).resolves.toBeUndefined();
    warn.mockRestore();
  });
});
