/**
 * Writes src/domains/dictionaries/content/countries.json: every ISO 3166-1 alpha-2 code with its name in the seven
 * languages of the product, taken once from ICU (Intl.DisplayNames). Run again only to refresh the names:
 *   pnpm --filter ./api exec tsx src/cli/generate-countries.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@bc/shared/contracts';

/** Codes ICU knows that are not ISO 3166-1 country codes (reserved, deprecated or private use). */
const NOT_ISO = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '),
);
const ICU_LANGUAGE: Record<Locale, string> = { ru: 'ru', en: 'en', de: 'de', pl: 'pl', cn: 'zh', cz: 'cs', lv: 'lv' };

const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const codes: string[] = [];
for (let a = 65; a <= 90; a++) {
  for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    const name = english.of(code);
    if (name && name !== code && !NOT_ISO.has(code)) codes.push(code);
  }
}
if (codes.length !== 249) throw new Error(`Expected the 249 ISO 3166-1 codes, found ${codes.length}`);

const names = Object.fromEntries(
  LOCALES.map((l) => [l, new Intl.DisplayNames([ICU_LANGUAGE[l]], { type: 'region', fallback: 'code' })]),
) as Record<Locale, Intl.DisplayNames>;
const items = codes.map((id) => ({
  id,
  name: Object.fromEntries(LOCALES.map((l) => [l, names[l].of(id)])),
}));

const target = fileURLToPath(new URL('../domains/dictionaries/content/countries.json', import.meta.url));
writeFileSync(target, JSON.stringify(items, null, 1) + '\n');
console.log(`Wrote ${items.length} countries to ${target}`);
