import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Photographs a page at 1280 px and at 390 px into the folder `dir` (an environment variable a spec reads, e.g.
 * IMPORT_SHOTS): for looking at by eye; nothing when it is not set.
 */
export function shooter(dir: string | undefined) {
  return async function shot(page: Page, name: string) {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}-desktop.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(dir, `${name}-phone.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}
