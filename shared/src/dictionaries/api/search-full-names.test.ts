import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { searchFullNames } from './search-full-names';

afterEach(() => vi.unstubAllGlobals());

describe('searchFullNames', () => {
  it('searches registered names of one sex', async () => {
    const api = mockApi({ 'GET /api/dictionaries/full-names': { body: { items: [] } } });
    expect(await searchFullNames({ query: 'blue fl', sex: 'female', limit: 10 })).toEqual({ items: [] });
    expect(api.calls).toHaveLength(1);
    expect(Object.fromEntries(api.calls[0].query)).toEqual({ query: 'blue fl', sex: 'female', limit: '10' });
  });
});
