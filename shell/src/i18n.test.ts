import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLocales, describeLocales } from '@bc/shared/testing';

const LOCALES_DIR = resolve(__dirname, '../locales');
const PAGES_DIR = resolve(LOCALES_DIR, 'pages');
/** The routes rendered by `ContentPage` from the `shell-pages` namespace (see src/pages/shell-pages.tsx). */
const CONTENT_ROUTES = ['border-collie-standard', 'contacts', 'faq', 'info', 'rules'];

describeLocales(__dirname, 'shell');

describe('shell content pages', () => {
  it('the content pages’ namespace has every key in all seven languages', () => {
    const report = checkLocales(PAGES_DIR);
    expect(report.missing).toEqual({});
    expect(report.empty).toEqual({});
  });

  it('every content page has a lead and sections with text', () => {
    const en = JSON.parse(readFileSync(resolve(PAGES_DIR, 'en.json'), 'utf8'));
    for (const route of CONTENT_ROUTES) {
      const page = en[route];
      expect(typeof page?.lead, `${route}.lead`).toBe('string');
      expect(Array.isArray(page?.sections) && page.sections.length > 0, `${route}.sections`).toBe(true);
      for (const section of page.sections) {
        expect(Boolean(section.paragraphs?.length || section.items?.length), `${route}: section "${section.heading}"`).toBe(true);
      }
    }
  });
});
