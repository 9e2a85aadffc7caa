import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Flags for Debian's Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium (CHROMIUM_PATH overrides), or on a developer's own machine a browser Playwright installed
 * earlier. Nothing here ever downloads a browser.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', playwrightBrowser()];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) throw new Error("Chromium not found: install Debian's `chromium` package or set CHROMIUM_PATH");
  return found;
}

function playwrightBrowser(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
