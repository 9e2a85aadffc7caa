import { createEffect, createStore } from 'effector';
import { apiFetch } from '../api/client';

export interface DictionaryItem {
  id: string | number;
  code?: string;
  name: Record<string, string>;
}

/** Colours and all countries, fetched once at start (`{ items }`); failures leave them empty. */
export const fetchDictionariesFx = createEffect(async () => {
  const [colors, countries] = await Promise.all([
    apiFetch<{ items: DictionaryItem[] }>('/dictionaries/colors').catch(() => ({ items: [] })),
    apiFetch<{ items: DictionaryItem[] }>('/dictionaries/countries').catch(() => ({ items: [] })),
  ]);
  return { colors: colors.items, countries: countries.items };
});

export const $colors = createStore<DictionaryItem[]>([]).on(fetchDictionariesFx.doneData, (_, d) => d.colors);
export const $countries = createStore<DictionaryItem[]>([]).on(fetchDictionariesFx.doneData, (_, d) => d.countries);

/** A dictionary item's name in the page's language (ru as fallback). */
export function dictionaryName(item: DictionaryItem | undefined, locale: string): string {
  if (!item) return '';
  return item.name[locale] ?? item.name.ru ?? String(item.id);
}
