import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../testing/mock-api';
import { getPet } from './get-pet';
import { getPetShort } from './get-pet-short';

afterEach(() => vi.unstubAllGlobals());

describe('the pet calls several remotes make', () => {
  it('fetches a pet in short by id, and a 404 arrives as an error with its status', async () => {
    const api = mockApi({ 'GET /api/pets/short/3346': apiError(404, 'Pet not found', { field: 'id' }) });
    await expect(getPetShort(3346)).rejects.toMatchObject({ statusCode: 404, message: 'Pet not found' });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/pets/short/3346']);
  });

  it('fetches a whole pet by id', async () => {
    const api = mockApi({ 'GET /api/pets/3346': { body: { id: 3346 } } });
    await expect(getPet(3346)).resolves.toEqual({ id: 3346 });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/pets/3346']);
  });
});
