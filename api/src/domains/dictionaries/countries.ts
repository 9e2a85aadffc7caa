import type { DictionaryItem } from '@bc/shared/contracts';
import countries from './content/countries.json' with { type: 'json' };

/** Every ISO 3166-1 alpha-2 country with names in the seven languages (generated once, see src/cli/generate-countries.ts). */
export const COUNTRIES: DictionaryItem[] = countries as DictionaryItem[];
const CODES = new Set(COUNTRIES.map((c) => c.id));

export const isCountryCode = (code: string) => CODES.has(code);
