/**
 * Screenshots for looking at pages by eye:
 * `tsx e2e/tools/shot.ts URL OUT.png [mobile] [--click=SELECTOR] [--wait=SELECTOR]`.
 * `--wait` waits for an element (e.g. `[data-testid=tree-viewport]`) before the shot.
 * Prints the page's console errors and failed requests.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium';

const [url, out, mode, ...rest] = process.argv.slice(2);
const option = (name: string) => rest.concat(mode ?? '').find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const click = option('click');
const wait = option('wait');
const mobile = mode === 'mobile';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({
  viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  deviceScaleFactor: 1,
  isMobile: mobile,
  hasTouch: mobile,
});
await context.addCookies([{ name: 'agree', value: '1', url }]);
const page = await context.newPage();
page.on('console', (msg) => {
  if (msg.type() === 'error' || msg.type() === 'warning') console.log(`[console.${msg.type()}]`, msg.text());
});
page.on('requestfailed', (req) => console.log('[requestfailed]', req.url(), req.failure()?.errorText));
page.on('pageerror', (err) => console.log('[pageerror]', err.message));
await page.goto(url, { waitUntil: 'networkidle' });
if (wait) await page.locator(wait).first().waitFor({ timeout: 30_000 });
if (click) {
  await page.click(click);
  await page.waitForTimeout(800);
}
await page.screenshot({ path: out, fullPage: true });
console.log('title:', await page.title(), '| lang:', await page.evaluate(() => document.documentElement.lang), '| url:', page.url());
await browser.close();
