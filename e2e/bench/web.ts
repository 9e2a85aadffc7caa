/**
 * `pnpm bench:web`: builds production bundles, starts the composed site, and reports per route
 * - compressed bytes as sent (Brotli when the build precompressed the file, else gzip) of JavaScript and CSS loaded before the first page render (all origins) and those of the route's remote,
 * - Lighthouse (mobile preset, simulated throttling, Debian's Chromium): performance score, LCP, TBT, CLS
 * for `/`, `/pets` and a pet page. Writes the table into docs/benchmarks.md.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startStack } from '../../shell/server/compose';
import { CHROMIUM_ARGS, chromiumPath } from '../src/chromium';

const ROOT = resolve(import.meta.dirname, '../..');
const PORTS = { shellPort: 5600, remotePortBase: 5600, apiPort: 5700 };
const BASE = `http://localhost:${PORTS.shellPort}`;
const TARGETS = { jsKb: 250, score: 90, cls: 0.05 };

interface RouteSpec {
  label: string;
  path: string;
  remote: string | null;
}

interface Transfer {
  beforeRenderJs: number;
  beforeRenderCss: number;
  remoteJs: number;
  remoteCss: number;
}

async function measureTransfer(route: RouteSpec, remoteOrigins: Record<string, string>): Promise<Transfer> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(BASE + route.path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('bc:first-render').length > 0);
  const entries = await page.evaluate(() => {
    const rendered = performance.getEntriesByName('bc:first-render')[0].startTime;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      url: entry.name,
      bytes: entry.encodedBodySize,
      before: entry.responseEnd <= rendered,
    }));
  });
  await browser.close();
  const kind = (url: string) => (/\.css(\?|$)/.test(url) ? 'css' : /\.js(\?|$)/.test(url) ? 'js' : 'other');
  const remoteOrigin = route.remote ? remoteOrigins[route.remote] : null;
  const sum = (filter: (entry: (typeof entries)[number]) => boolean) => entries.filter(filter).reduce((total, entry) => total + entry.bytes, 0);
  return {
    beforeRenderJs: sum((entry) => entry.before && kind(entry.url) === 'js'),
    beforeRenderCss: sum((entry) => entry.before && kind(entry.url) === 'css'),
    remoteJs: remoteOrigin ? sum((entry) => entry.url.startsWith(remoteOrigin) && kind(entry.url) === 'js') : 0,
    remoteCss: remoteOrigin ? sum((entry) => entry.url.startsWith(remoteOrigin) && kind(entry.url) === 'css') : 0,
  };
}

interface LighthouseFigures {
  score: number;
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
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
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
      const lh = await runLighthouse(BASE + route.path);
      const ok = transfer.beforeRenderJs / 1024 <= TARGETS.jsKb && lh.score >= TARGETS.score && lh.cls <= TARGETS.cls;
      pass &&= ok;
      rows.push(
        `| ${route.label} | ${kb(transfer.beforeRenderJs)} | ${kb(transfer.beforeRenderCss)} | ${route.remote ? `${kb(transfer.remoteJs)} / ${kb(transfer.remoteCss)}` : '—'} | ${lh.score} | ${Math.round(lh.lcpMs)} | ${Math.round(lh.tbtMs)} | ${lh.cls.toFixed(3)} | ${ok ? 'pass' : 'FAIL'} |`,
      );
      console.log(rows.at(-1));
    }
    const table = [
      '| route | JS before first render (KB compressed) | CSS before first render (KB compressed) | route remote JS / CSS (KB compressed) | Lighthouse perf | LCP (ms) | TBT (ms) | CLS | targets |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    const section = [
      '## Web (`pnpm bench:web`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on the project machine (2 cores), production builds served by \`shell/server/compose.ts\` (Brotli files precompressed by the build, gzip otherwise), Debian Chromium ${execSync(`${chromiumPath()} --version`).toString().trim().split(' ').at(-1)}, Lighthouse ${JSON.parse(readFileSync(resolve(ROOT, 'e2e/node_modules/lighthouse/package.json'), 'utf8')).version} mobile preset with simulated throttling, first visit (agreement modal and cookie notice shown).`,
      `"Before first render": JS and CSS whose response ended before the shell marked its first rendered page (\`bc:first-render\`). Targets: JS ≤ ${TARGETS.jsKb} KB compressed, performance ≥ ${TARGETS.score}, CLS ≤ ${TARGETS.cls}.`,
      '',
      table,
      '',
    ].join('\n');
    const docPath = resolve(ROOT, 'docs/benchmarks.md');
    const doc = readFileSync(docPath, 'utf8');
    writeFileSync(docPath, doc.replace(/## Web \(`pnpm bench:web`\)[\s\S]*?(?=\n## )/, section));
    console.log(pass ? '\nAll web targets met.' : '\nSome web targets were missed (see FAIL rows).');
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
