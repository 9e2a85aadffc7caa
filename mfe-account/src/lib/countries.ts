import { dictionaryName, type DictionaryItem } from '@bc/shared';

/** The country of an ISO code from the `$countries` dictionary (its `id`). */
export function findCountry(countries: DictionaryItem[], code: string | null | undefined): DictionaryItem | undefined {
  if (!code) return undefined;
  return countries.find((item) => item.id === code);
}

export function countryName(countries: DictionaryItem[], code: string | null | undefined, locale: string): string {
  const item = findCountry(countries, code);
  return item ? dictionaryName(item, locale) : (code ?? '');
}
