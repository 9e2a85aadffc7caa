import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, short } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { $pet, $petShort, $petShortStatus, petClosed, petFrameClosed, petFrameOpened, petOpened, preloadPet, preloadPetFrame } from './index';

afterEach(() => {
  petFrameClosed();
  petClosed();
  vi.unstubAllGlobals();
});

const calls = (api: ReturnType<typeof mockApi>, path: string) => api.calls.filter((call) => call.path === path).length;

describe('the pet page preloaded by its route', () => {
  it('has the pet when the page opens, and opening it does not load it again', async () => {
    const api = mockApi({ 'GET /api/pets/short/5': { body: short(5) }, 'GET /api/pets/5': { body: detail(5) } });
    await Promise.all([preloadPetFrame(5), preloadPet(5)]);
    expect($petShort.getState()?.id).toBe(5);
    expect($petShortStatus.getState()).toBe('ready');
    expect($pet.getState()?.id).toBe(5);
    // the page mounts and opens what the loader opened
    petFrameOpened(5);
    petOpened(5);
    expect($petShortStatus.getState()).toBe('ready');
    expect(calls(api, '/api/pets/short/5')).toBe(1);
    expect(calls(api, '/api/pets/5')).toBe(1);
  });

  it('loads the pet again once the page was left, and waits for nothing when it is open', async () => {
    const api = mockApi({ 'GET /api/pets/short/6': { body: short(6) } });
    await preloadPetFrame(6);
    await preloadPetFrame(6);
    expect(calls(api, '/api/pets/short/6')).toBe(1);
    petFrameClosed();
    await preloadPetFrame(6);
    expect(calls(api, '/api/pets/short/6')).toBe(2);
  });

  it('resolves when the load fails, and the page shows the state', async () => {
    mockApi({ 'GET /api/pets/short/7': { status: 404, body: { message: 'Pet not found', statusCode: 404 } } });
    await preloadPetFrame(7);
    expect($petShortStatus.getState()).toBe('not-found');
  });
});
