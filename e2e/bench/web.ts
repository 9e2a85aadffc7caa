/**
 * `pnpm bench:web [--no-build] [--no-lighthouse] [--runs N]`: builds production bundles, starts the composed site and
 * reports per page
 * - **all the JavaScript the page loads until it is idle** (the pass/fail figure): every script file the page requested
 *   (its own, the shell's, each remote's entry and chunks, whatever initiated them) from navigation until no request
 *   has been open for 1 s after the app's first render, on a first visit (empty cache, no cookies: the agreement modal
 *   and the cookie notice show) and, for comparison, for a returning visitor (the agreement and the notice accepted;
 *   still an empty cache);
 * - the JavaScript and CSS before the first paint (render-blocking) and before the app's own first render
 *   (`bc:first-render`), and what the page's remote contributes;
 * - Lighthouse (mobile preset, simulated throttling, Debian's Chromium) on `/`, `/pets` and a pet page: performance
 *   score, FCP, LCP, TBT and CLS, the median of N runs (default 3; single runs vary by ±10 points on a shared machine).
 * Bytes are each file's gzip size (level 6, as servers send it), whatever encoding the server chose. Writes the table
 * into docs/benchmarks.md and exits with 1 when a page misses a target.
 *
 * BENCH_PORT_BASE moves the site's ports (default 5600: the shell there, remotes on +1…+6, the API on +100).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startStack } from '../../shell/server/compose';
import { MEMBER } from '../src/accounts';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || 5600;
const PORTS = { shellPort: PORT_BASE, remotePortBase: PORT_BASE, apiPort: PORT_BASE + 100 };
const BASE = `http://localhost:${PORTS.shellPort}`;
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
/** Lighthouse's targets, on the pages it measures. */
const TARGETS = { score: 90, cls: 0.05 };
/** A page is idle when no request has been open for this long (after the app's first render). */
const IDLE_MS = 1000;

interface RouteSpec {
  label: string;
  path: string;
  remote: string | null;
  /** All JavaScript until idle, first visit, at most (KB gzip). */
  jsTargetKb?: number;
  /** Measured with Lighthouse too. */
  lighthouse?: boolean;
  signedIn?: boolean;
}

interface Transfer {
  allJs: number;
  jsFiles: number;
  paintJs: number;
  paintCss: number;
  appJs: number;
  appCss: number;
  remoteJs: number;
  remoteCss: number;
  /** Every script file (its URL without the origin's scheme) and its gzip bytes, largest first. */
  jsByFile: { url: string; bytes: number }[];
}

const gzipSizes = new Map<string, number>();

/** The file's gzip size (level 6), fetched without compression. */
async function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    size = gzipSync(body, { level: 6 }).length;
    gzipSizes.set(url, size);
  }
  return size;
}

/** Follows the page's requests from the start; `idle()` waits until none has been open for IDLE_MS. */
function trackRequests(page: Page) {
  const open = new Set<unknown>();
  let last = Date.now();
  page.on('request', (request) => {
    open.add(request);
    last = Date.now();
  });
  const ended = (request: unknown) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async idle(): Promise<void> {
      const deadline = Date.now() + 60_000;
      while (open.size > 0 || Date.now() - last < IDLE_MS) {
        if (Date.now() > deadline) throw new Error(`${page.url()} did not become idle within a minute`);
        await new Promise((done) => setTimeout(done, 100));
      }
    },
  };
}

async function signIn(context: BrowserContext, apiUrl: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
  });
  if (!response.ok) throw new Error(`logging in the bench member answered ${response.status}`);
  // (The refresh token comes as an HttpOnly cookie for the refresh call only: the bench needs the access token alone.)
  const { accessToken } = (await response.json()) as { accessToken: string };
  await context.addCookies([{ name: 'at', value: accessToken, url: BASE }]);
}

async function measureTransfer(browser: Browser, route: RouteSpec, remoteOrigins: Record<string, string>, apiUrl: string, returning: boolean): Promise<Transfer> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  if (returning) {
    await context.addCookies(['agree', 'bc-cookie-notice'].map((name) => ({ name, value: '1', url: BASE })));
  }
  if (route.signedIn) await signIn(context, apiUrl);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests = trackRequests(page);
  await page.goto(BASE + route.path, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('bc:first-render').length > 0, null, { timeout: 60_000 });
  await requests.idle();
  const entries = await page.evaluate(() => {
    const rendered = performance.getEntriesByName('bc:first-render')[0].startTime;
    return (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[]).map((entry) => ({
      url: entry.name,
      // what the first paint waited for: the browser marks each render-blocking resource
      beforePaint: entry.renderBlockingStatus === 'blocking',
      beforeRender: entry.responseEnd <= rendered,
    }));
  });
  await context.close();
  if (errors.length) throw new Error(`${route.path}: page errors: ${errors.join(' | ')}`);
  const kind = (url: string) => (/\.css(\?|$)/.test(url) ? 'css' : /\.js(\?|$)/.test(url) ? 'js' : 'other');
  const remoteOrigin = route.remote ? remoteOrigins[route.remote] : null;
  const sized = await Promise.all(entries.filter((entry) => kind(entry.url) !== 'other').map(async (entry) => ({ ...entry, kind: kind(entry.url), bytes: await gzipSize(entry.url) })));
  const sum = (filter: (entry: (typeof sized)[number]) => boolean) => sized.filter(filter).reduce((total, entry) => total + entry.bytes, 0);
  return {
    allJs: sum((entry) => entry.kind === 'js'),
    jsFiles: sized.filter((entry) => entry.kind === 'js').length,
    paintJs: sum((entry) => entry.beforePaint && entry.kind === 'js'),
    paintCss: sum((entry) => entry.beforePaint && entry.kind === 'css'),
    appJs: sum((entry) => entry.beforeRender && entry.kind === 'js'),
    appCss: sum((entry) => entry.beforeRender && entry.kind === 'css'),
    remoteJs: remoteOrigin ? sum((entry) => entry.url.startsWith(remoteOrigin) && entry.kind === 'js') : 0,
    remoteCss: remoteOrigin ? sum((entry) => entry.url.startsWith(remoteOrigin) && entry.kind === 'css') : 0,
    jsByFile: sized
      .filter((entry) => entry.kind === 'js')
      .map((entry) => ({ url: entry.url.replace(/^https?:\/\//, ''), bytes: entry.bytes }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result!.lhr;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: lhr.audits['first-contentful-paint'].numericValue ?? NaN,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/** The run with the median score (its other figures belong to that run), and every run's score. */
async function medianLighthouse(url: string): Promise<LighthouseFigures & { scores: number[] }> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(url));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((run) => run.score) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (!process.argv.includes('--no-build')) execSync('pnpm build', { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-bench-web-'));
  const stack = await startStack({ ...PORTS, dataDir, apiEnv: { LOG_LEVEL: 'warn', RATE_LIMIT: 'off' }, log: () => undefined });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const pets = (await (await fetch(`${stack.apiUrl}/api/pets?limit=1`)).json().catch(() => null)) as { items?: { id: number }[] } | null;
    const petId = pets?.items?.[0]?.id ?? 1;
    const routes: RouteSpec[] = [
      { label: '/', path: '/', remote: null, jsTargetKb: 200, lighthouse: true },
      { label: '/pets', path: '/pets', remote: 'mfe_pets', lighthouse: true },
      { label: `/pets/${petId}`, path: `/pets/${petId}`, remote: 'mfe_pets', jsTargetKb: 300, lighthouse: true },
      { label: `/pets/${petId}/pedigree`, path: `/pets/${petId}/pedigree`, remote: 'mfe_pedigree', jsTargetKb: 300 },
      { label: '/pets/add (signed in)', path: '/pets/add', remote: 'mfe_pets', signedIn: true },
    ];
    const origins = Object.fromEntries(Object.entries(stack.remoteUrls).map(([name, url]) => [name, new URL(url).origin]));
    const rows: string[] = [];
    const missed: string[] = [];
    for (const route of routes) {
      const first = await measureTransfer(browser, route, origins, stack.apiUrl, false);
      const returning = await measureTransfer(browser, route, origins, stack.apiUrl, true);
      const lh = LIGHTHOUSE && route.lighthouse ? await medianLighthouse(BASE + route.path) : null;
      const jsOk = route.jsTargetKb === undefined || first.allJs / 1024 <= route.jsTargetKb;
      const lhOk = !lh || (lh.score >= TARGETS.score && lh.cls <= TARGETS.cls);
      if (!jsOk) missed.push(`${route.label}: ${kb(first.allJs)} KB of JavaScript (target ${route.jsTargetKb})`);
      if (!lhOk && lh) missed.push(`${route.label}: Lighthouse ${lh.score}, CLS ${lh.cls.toFixed(3)}`);
      const lhCells = lh
        ? `${lh.score} (${lh.scores.join(', ')}) | ${Math.round(lh.fcpMs)} | ${Math.round(lh.lcpMs)} | ${Math.round(lh.tbtMs)} | ${lh.cls.toFixed(3)}`
        : '— | — | — | — | —';
      rows.push(
        `| ${route.label} | **${kb(first.allJs)}** (${first.jsFiles} files) | ${route.jsTargetKb ? `≤ ${route.jsTargetKb}` : '—'} | ${kb(returning.allJs)} | ${kb(first.paintJs)} / ${kb(first.paintCss)} | ${kb(first.appJs)} / ${kb(first.appCss)} | ${route.remote ? `${kb(first.remoteJs)} / ${kb(first.remoteCss)}` : '—'} | ${lhCells} | ${jsOk && lhOk ? 'pass' : 'FAIL'} |`,
      );
      console.log(rows.at(-1));
      // What weighs: each script the first visit loaded (to the console only).
      for (const file of first.jsByFile) console.log(`    ${kb(file.bytes).padStart(6)} KB  ${file.url}`);
    }
    const table = [
      '| page | all JS until idle, first visit (KB gzip) | target | all JS until idle, returning visitor | JS / CSS before first paint | JS / CSS before the app renders | the page remote’s JS / CSS | Lighthouse perf: median (runs) | FCP (ms) | LCP (ms) | TBT (ms) | CLS | targets |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    const chromiumVersion = (/\d+\.\d+\.\d+\.\d+/.exec(execSync(`${chromiumPath()} --version`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString()) ?? ['?'])[0];
    const lighthouseVersion = JSON.parse(readFileSync(resolve(ROOT, 'e2e/node_modules/lighthouse/package.json'), 'utf8')).version;
    const section = [
      '## Web (`pnpm bench:web`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on the project machine (2 cores), production builds served by \`shell/server/compose.ts\`, Debian Chromium ${chromiumVersion}${LIGHTHOUSE ? `, Lighthouse ${lighthouseVersion} mobile preset with simulated throttling, median of ${RUNS} runs` : ' (Lighthouse not run)'}.`,
      'Every figure is from a fresh browser profile (empty cache). **All JS until idle** is the pass/fail figure: every script file the page requested from navigation until no request had been open for 1 s after the app’s first render — the shell’s, each remote’s entry and chunks, the federation runtime, preloads — on a first visit (no cookies: the agreement modal and the cookie notice show) and, for comparison, for a returning visitor (both accepted). The signed-in page logs in the demo member first. Bytes are each file’s gzip size (level 6), whatever the server sent (it sends the build’s Brotli files, ~15 % smaller). “Before first paint”: the files the first paint waited for (the browser’s `renderBlockingStatus`; the shell’s server draws every page, so no script). “Before the app renders”: the files loaded before the app replaced the drawn page with its own (`bc:first-render`). Targets: all JS until idle ≤ 200 KB gzip on the home page and ≤ 300 KB on a dog’s page (its overview and its pedigree tab); Lighthouse performance ≥ ' + TARGETS.score + ' and CLS ≤ ' + TARGETS.cls + ' on the pages it measures. The command exits with 1 when a target is missed.',
      '',
      table,
      '',
    ].join('\n');
    const docPath = resolve(ROOT, 'docs/benchmarks.md');
    const doc = readFileSync(docPath, 'utf8');
    writeFileSync(docPath, doc.replace(/## Web \(`pnpm bench:web`\)[\s\S]*?(?=\n### How the web figures are met|\n## )/, section));
    if (missed.length) {
      console.error(`\nTargets missed:\n  ${missed.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nAll web targets met.');
    }
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
