import { createEffect, createStore } from 'effector';
import type { DictionaryItem } from '../contracts/dictionaries/dictionaries';
import { getColors } from './api/get-colors';
import { getCountries } from './api/get-countries';

export type { DictionaryItem };

/** Colours and all countries, fetched once at start (`{ items }`); failures leave them empty. */
export const fetchDictionariesFx = createEffect(async () => {
  const [colors, countries] = await Promise.all([
    getColors().catch(() => ({ items: [] })),
    getCountries().catch(() => ({ items: [] })),
  ]);
  return { colors: colors.items, countries: countries.items };
});

export const $colors = createStore<DictionaryItem[]>([]).on(fetchDictionariesFx.doneData, (_, d) => d.colors);
export const $countries = createStore<DictionaryItem[]>([]).on(fetchDictionariesFx.doneData, (_, d) => d.countries);

/** A dictionary item's name in the page's language (ru as fallback). */
export function dictionaryName(item: DictionaryItem | undefined, locale: string): string {
  if (!item) return '';
  return (item.name as Record<string, string | undefined>)[locale] ?? item.name.ru ?? String(item.id);
}
