import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeLocales } from '@bc/shared/testing';

const LOCALES_DIR = resolve(__dirname, '../locales');
/** The routes rendered by `ContentPage` from `pages.<route>` (see src/pages/shell-pages.tsx). */
const CONTENT_ROUTES = ['border-collie-standard', 'contacts', 'faq', 'info', 'rules'];

describeLocales(__dirname, 'shell');

describe('shell content pages', () => {
  it('every content page has a lead and sections with text', () => {
    const en = JSON.parse(readFileSync(resolve(LOCALES_DIR, 'en.json'), 'utf8'));
    for (const route of CONTENT_ROUTES) {
      const page = en.pages?.[route];
      expect(typeof page?.lead, `pages.${route}.lead`).toBe('string');
      expect(Array.isArray(page?.sections) && page.sections.length > 0, `pages.${route}.sections`).toBe(true);
      for (const section of page.sections) {
        expect(Boolean(section.paragraphs?.length || section.items?.length), `pages.${route}: section "${section.heading}"`).toBe(true);
      }
    }
  });
});
