/**
 * `pnpm bench:web [--no-build] [--runs N]`: builds production bundles, starts the composed site, and reports per route
 * - gzip bytes of the JavaScript and CSS loaded before the first render (first contentful paint: the page the shell's
 *   server drew), before the app's own first render (`bc:first-render`: the page is interactive), and of the route's
 *   remote. Bytes are each file's gzip size (level 6, as servers send it), whatever encoding the server chose;
 * - Lighthouse (mobile preset, simulated throttling, Debian's Chromium): performance score, FCP, LCP, TBT and CLS,
 *   the median of N runs (default 3; single runs vary by ±10 points on a shared 2-core machine)
 * for `/`, `/pets` and a pet page. Writes the table into docs/benchmarks.md.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startStack } from '../../shell/server/compose';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium';

const ROOT = resolve(import.meta.dirname, '../..');
const PORTS = { shellPort: 5600, remotePortBase: 5600, apiPort: 5700 };
const BASE = `http://localhost:${PORTS.shellPort}`;
const TARGETS = { jsKb: 250, score: 90, cls: 0.05 };
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

interface RouteSpec {
  label: string;
  path: string;
  remote: string | null;
}

interface Transfer {
  paintJs: number;
  paintCss: number;
  appJs: number;
  appCss: number;
  remoteJs: number;
  remoteCss: number;
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

async function measureTransfer(route: RouteSpec, remoteOrigins: Record<string, string>): Promise<Transfer> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(BASE + route.path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('bc:first-render').length > 0);
  const entries = await page.evaluate(() => {
    const rendered = performance.getEntriesByName('bc:first-render')[0].startTime;
    return (performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[]).map((entry) => ({
      url: entry.name,
      // what the first render waited for: the browser marks each render-blocking resource
      beforePaint: entry.renderBlockingStatus === 'blocking',
      beforeRender: entry.responseEnd <= rendered,
    }));
  });
  await browser.close();
  const kind = (url: string) => (/\.css(\?|$)/.test(url) ? 'css' : /\.js(\?|$)/.test(url) ? 'js' : 'other');
  const remoteOrigin = route.remote ? remoteOrigins[route.remote] : null;
  const sized = await Promise.all(entries.filter((entry) => kind(entry.url) !== 'other').map(async (entry) => ({ ...entry, kind: kind(entry.url), bytes: await gzipSize(entry.url) })));
  const sum = (filter: (entry: (typeof sized)[number]) => boolean) => sized.filter(filter).reduce((total, entry) => total + entry.bytes, 0);
  return {
    paintJs: sum((entry) => entry.beforePaint && entry.kind === 'js'),
    paintCss: sum((entry) => entry.beforePaint && entry.kind === 'css'),
    appJs: sum((entry) => entry.beforeRender && entry.kind === 'js'),
    appCss: sum((entry) => entry.beforeRender && entry.kind === 'css'),
    remoteJs: remoteOrigin ? sum((entry) => entry.url.startsWith(remoteOrigin) && entry.kind === 'js') : 0,
    remoteCss: remoteOrigin ? sum((entry) => entry.url.startsWith(remoteOrigin) && entry.kind === 'css') : 0,
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
  const stack = await startStack({ ...PORTS, dataDir, apiEnv: { LOG_LEVEL: 'warn' }, log: () => undefined });
  try {
    const pets = (await (await fetch(`${stack.apiUrl}/api/pets?limit=1`)).json().catch(() => null)) as { items?: { id: number }[] } | null;
    const petId = pets?.items?.[0]?.id ?? 1;
    const routes: RouteSpec[] = [
      { label: '/', path: '/', remote: null },
      { label: '/pets', path: '/pets', remote: 'mfe_pets' },
      { label: `/pets/${petId}`, path: `/pets/${petId}`, remote: 'mfe_pets' },
    ];
    const origins = Object.fromEntries(Object.entries(stack.remoteUrls).map(([name, url]) => [name, new URL(url).origin]));
    const rows: string[] = [];
    let pass = true;
    for (const route of routes) {
      const transfer = await measureTransfer(route, origins);
      const lh = await medianLighthouse(BASE + route.path);
      const ok = transfer.paintJs / 1024 <= TARGETS.jsKb && lh.score >= TARGETS.score && lh.cls <= TARGETS.cls;
      pass &&= ok;
      rows.push(
        `| ${route.label} | ${kb(transfer.paintJs)} / ${kb(transfer.paintCss)} | ${kb(transfer.appJs)} / ${kb(transfer.appCss)} | ${route.remote ? `${kb(transfer.remoteJs)} / ${kb(transfer.remoteCss)}` : '—'} | ${lh.score} (${lh.scores.join(', ')}) | ${Math.round(lh.fcpMs)} | ${Math.round(lh.lcpMs)} | ${Math.round(lh.tbtMs)} | ${lh.cls.toFixed(3)} | ${ok ? 'pass' : 'FAIL'} |`,
      );
      console.log(rows.at(-1));
    }
    const table = [
      '| route | JS / CSS before first render (KB gzip) | JS / CSS before the app renders (KB gzip) | route remote JS / CSS (KB gzip) | Lighthouse perf: median (runs) | FCP (ms) | LCP (ms) | TBT (ms) | CLS | targets |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    const section = [
      '## Web (`pnpm bench:web`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on the project machine (2 cores), production builds served by \`shell/server/compose.ts\`, Debian Chromium ${(/\d+\.\d+\.\d+\.\d+/.exec(execSync(`${chromiumPath()} --version`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString()) ?? ['?'])[0]}, Lighthouse ${JSON.parse(readFileSync(resolve(ROOT, 'e2e/node_modules/lighthouse/package.json'), 'utf8')).version} mobile preset with simulated throttling, first visit (agreement modal and cookie notice shown), median of ${RUNS} runs.`,
      'Bytes are each file\'s gzip size (level 6), whatever the server sent (it sends the build\'s Brotli files, ~15 % smaller). "Before first render": the files the first paint waited for (the browser\'s `renderBlockingStatus`) — the shell\'s server draws every page, so this is the stylesheet and no script. "Before the app renders": the files loaded before the app replaced the drawn page with its own (`bc:first-render`; the page is interactive). Targets: JS before first render ≤ ' + TARGETS.jsKb + ' KB gzip, performance ≥ ' + TARGETS.score + ', CLS ≤ ' + TARGETS.cls + '.',
      '',
      table,
      '',
    ].join('\n');
    const docPath = resolve(ROOT, 'docs/benchmarks.md');
    const doc = readFileSync(docPath, 'utf8');
    writeFileSync(docPath, doc.replace(/## Web \(`pnpm bench:web`\)[\s\S]*?(?=\n### How the web figures are met|\n## )/, section));
    console.log(pass ? '\nAll web targets met.' : '\nSome web targets were missed (see FAIL rows).');
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
