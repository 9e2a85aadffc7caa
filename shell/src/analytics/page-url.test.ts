import { describe, expect, it } from 'vitest';
import { RESET_QUERY_PARAM } from '@bc/shared';
import { pageHitUrl } from './page-url';

describe('the address of a page hit', () => {
  it('drops the sign-in redirect parameters, so the redirect and the cleaned address are one hit', () => {
    expect(pageHitUrl('/en', '?login=1&redirect=%2Fen%2Fu%2Fpets')).toBe('/en');
    expect(pageHitUrl('/en', '')).toBe('/en');
  });

  it('never reports a password-reset token', () => {
    expect(pageHitUrl('/', `?${RESET_QUERY_PARAM}=secret-token`)).toBe('/');
  });

  it('keeps every other parameter', () => {
    expect(pageHitUrl('/en/possible-mating', '?sire=3346&dam=3881&login=1')).toBe('/en/possible-mating?sire=3346&dam=3881');
  });
});
