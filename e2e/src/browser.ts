import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

let browser: Browser | null = null;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export interface ContextOptions {
  baseURL?: string;
  mobile?: boolean;
  /** Accept the agreement and the cookie notice up front (default true). */
  accepted?: boolean;
  cookies?: Record<string, string>;
}

/** A fresh browser profile on the composed site. */
export async function newContext(options: ContextOptions = {}): Promise<BrowserContext> {
  const baseURL = options.baseURL ?? inject('shellUrl');
  const context = await (await launch()).newContext({
    baseURL,
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    isMobile: options.mobile,
    hasTouch: options.mobile,
  });
  // A page the shell's server drew is on screen before the app runs: navigations wait until the app has replaced it
  // (`#root[data-ssr]` gone), so a test never types into or reads the server's copy.
  context.on('page', (page) => {
    // Polled from here, not in the page: a test may have installed a fake clock there.
    const serverCopyShown = async () => {
      try {
        return await page.evaluate(() => Boolean(document.querySelector('#root[data-ssr]')));
      } catch (error) {
        // The app navigated by itself while being asked (a sign-out reloads the page): ask the new document.
        if (!String(error).includes('Execution context was destroyed')) throw error;
        return true;
      }
    };
    const ready = async () => {
      const deadline = Date.now() + 30_000;
      while (await serverCopyShown()) {
        if (Date.now() > deadline) throw new Error(`the app did not replace the server-drawn page at ${page.url()}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    };
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        await ready();
        return response;
      };
    }
  });
  const cookies = { ...(options.accepted === false ? {} : { agree: '1', 'bc-cookie-notice': '1' }), ...options.cookies };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  return context;
}

/** Collects uncaught page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name);
}
