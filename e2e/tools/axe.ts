/** Prints axe-core's serious/critical violations of a page: `tsx tools/axe.ts URL`. */
import { chromium } from 'playwright-core';
import { seriousViolations } from '../src/axe';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium';

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext();
await context.addCookies([{ name: 'agree', value: '1', url: process.argv[2] }]);
await context.addInitScript(() => window.localStorage.setItem('bc-cookie-notice', '1'));
const page = await context.newPage();
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
console.log(JSON.stringify(await seriousViolations(page), null, 1));
await browser.close();
