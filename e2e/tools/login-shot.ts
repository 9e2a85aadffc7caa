/** Signs in through the auth modal and screenshots: `tsx tools/login-shot.ts BASE EMAIL PASSWORD OUT.png [PATH]`. */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium';

const [base, email, password, out, path = '/en'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addCookies([{ name: 'agree', value: '1', url: base }]);
const page = await context.newPage();
page.on('pageerror', (err) => console.log('[pageerror]', err.message));
page.on('console', (msg) => msg.type() === 'error' && console.log('[console.error]', msg.text()));
await page.goto(base + '/en');
await page.getByTestId('sign-in').click();
const dialog = page.getByRole('dialog');
await dialog.locator('input[type="email"]').fill(email);
await dialog.locator('input[type="password"]').first().fill(password);
await dialog.locator('button[type="submit"]').click();
await page.waitForTimeout(1500);
if (path !== '/en') await page.goto(base + path);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: true });
console.log('url', page.url(), 'cookies', (await context.cookies()).map((c) => c.name).join(','));
await browser.close();
