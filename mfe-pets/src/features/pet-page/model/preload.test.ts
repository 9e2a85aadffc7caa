import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@bc/shared/testing';
import { detail, short } from '../../../testing/fixtures';
import {
  $pet,
  $petShort,
  $prefetchedPet,
  $prefetchedPetShort,
  fetchPetFx,
  fetchPetShortFx,
  petFrameOpened,
  petOpened,
  preloadPet,
  preloadPetFrame,
} from './index';

afterEach(() => vi.unstubAllGlobals());

const calls = (api: ReturnType<typeof mockApi>, path: string) => api.calls.filter((call) => call.path === path).length;
/** The page's own loads have finished (the models are global: no scope to settle). */
const settled = () => vi.waitFor(() => expect(fetchPetShortFx.inFlight.getState() + fetchPetFx.inFlight.getState()).toBe(0));

describe('the pet page preloaded by its route', () => {
  it('has the pet before the page opens, and the page’s own load takes that answer instead of fetching again', async () => {
    const api = mockApi({ 'GET /api/pets/short/5': { body: short(5) }, 'GET /api/pets/5': { body: detail(5) } });
    await Promise.all([preloadPetFrame(5), preloadPet(5)]);
    expect($prefetchedPetShort.getState()?.id).toBe(5);
    expect($prefetchedPet.getState()?.id).toBe(5);
    petFrameOpened(5);
    petOpened(5);
    await settled();
    expect($petShort.getState()?.id).toBe(5);
    expect($pet.getState()?.id).toBe(5);
    expect(calls(api, '/api/pets/short/5')).toBe(1);
    expect(calls(api, '/api/pets/5')).toBe(1);
    // opening it again later loads it afresh
    petFrameOpened(5);
    await settled();
    expect(calls(api, '/api/pets/short/5')).toBe(2);
  });

  it('leaves the page on screen alone while the next page preloads', async () => {
    mockApi({ 'GET /api/pets/short/6': { body: short(6) }, 'GET /api/pets/short/7': { body: short(7) } });
    petFrameOpened(6);
    await settled();
    await preloadPetFrame(7);
    expect($petShort.getState()?.id).toBe(6);
    expect($prefetchedPetShort.getState()?.id).toBe(7);
  });

  it('resolves when the preload fails; the page then loads and shows the state itself', async () => {
    mockApi({ 'GET /api/pets/short/8': { status: 404, body: { message: 'Pet not found', statusCode: 404 } } });
    await expect(preloadPetFrame(8)).resolves.toBeUndefined();
    expect($prefetchedPetShort.getState()?.id).not.toBe(8);
  });
});
