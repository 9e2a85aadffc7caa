import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales } from '@bc/shared/testing';

describe('account locales', () => {
  it('has every key, filled, in all seven languages', () => {
    const report = checkLocales(resolve(__dirname, '../locales'));
    expect(report.missing).toEqual({});
    expect(report.empty).toEqual({});
  });
});
