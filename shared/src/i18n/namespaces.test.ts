import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureNamespace } from './namespaces';

describe('lazy namespaces', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'de', fallbackLng: 'ru', resources: {} });
  });

  it('loads a namespace once per locale', async () => {
    const load = vi.fn(async () => ({ hello: 'Hallo' }));
    await ensureNamespace('demo', 'de', load);
    await ensureNamespace('demo', 'de', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18next.t('demo:hello')).toBe('Hallo');
  });

  it('logs a locale that fails to load and falls back to ru', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async (locale: string) => {
      if (locale === 'de') throw new Error('chunk failed');
      return { greeting: 'Привет' };
    });
    await ensureNamespace('other', 'de', load);
    expect(error).toHaveBeenCalledTimes(1);
    expect(i18next.t('other:greeting')).toBe('Привет');
    error.mockRestore();
  });
});
