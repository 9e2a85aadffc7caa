import { describe, expect, it } from 'vitest';
import { ageText } from './age';

describe('ageText', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  it('says how long ago, in the largest whole unit, in the page’s language', () => {
    expect(ageText('2026-06-07T11:00:00Z', 'en', now)).toBe('3 days ago');
    expect(ageText('2026-06-10T10:00:00Z', 'de', now)).toBe('vor 2 Stunden');
    expect(ageText('2026-06-10T11:59:30Z', 'en', now)).toBe('now');
  });
});
