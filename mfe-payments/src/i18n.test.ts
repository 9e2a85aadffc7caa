import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales, unknownKeys } from '@bc/shared/testing';

describe('locales', () => {
  it('this remote namespace has every key in all seven languages', () => {
    const report = checkLocales(resolve(__dirname, '../locales'));
    expect(report.missing).toEqual({});
    expect(report.empty).toEqual({});
  });

  it('every key the code translates exists (in this namespace or the common one)', () => {
    expect(unknownKeys(resolve(__dirname), 'payments')).toEqual([]);
  });
});
