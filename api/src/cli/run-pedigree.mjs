/**
 * Starts the pedigree CLI (`pedigree.ts`) without a TypeScript loader: the CLI is bundled with esbuild into
 * node_modules/.cache/bc-pedigree-cli/ (or PEDIGREE_CLI_CACHE) and that plain JS file is imported. The bundle is
 * rebuilt when one of its inputs changed size or modification time: every source file esbuild read, this file, the
 * tsconfig files esbuild honours and esbuild's own package.json. So a fresh clone needs no build step (the first
 * run builds, about 0.1 s), a checkout or an edit is picked up by the next run, and later runs start in about
 * 0.05 s instead of tsx's 0.3-0.6 s (loader thread, compiling each file; measured in docs/benchmarks.md). A source
 * edited while the bundle was being built is not trusted: that bundle runs once, uncached. Where the cache cannot
 * be written, the bundle is run from memory.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { env, pid } from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const self = fileURLToPath(import.meta.url);
const cacheDir = env.PEDIGREE_CLI_CACHE ? resolve(env.PEDIGREE_CLI_CACHE) : resolve(here, '../../node_modules/.cache/bc-pedigree-cli');
const bundleFile = join(cacheDir, 'pedigree.mjs');
const inputsFile = join(cacheDir, 'inputs.json');

/** `size:mtime` of a file, or null when it cannot be read. */
function stamp(file) {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
}

/** Whether the cached bundle was built from the files as they are now. */
function fresh() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return false;
  }
  if (!Array.isArray(inputs) || stamp(bundleFile) === null) return false;
  return inputs.every(([file, was]) => stamp(file) === was);
}

/** Bundle pedigree.ts; returns the code and the files it was made from (this one and the build settings included). */
async function bundle() {
  const { build } = await import('esbuild');
  const settings = [
    resolve(here, '../../tsconfig.json'),
    resolve(here, '../../../tsconfig.base.json'),
    createRequire(import.meta.url).resolve('esbuild/package.json'),
  ];
  const result = await build({
    entryPoints: [join(here, 'pedigree.ts')],
    absWorkingDir: here,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const files = [self, ...settings, ...Object.keys(result.metafile.inputs).map((f) => resolve(here, f))];
  return { code: result.outputFiles[0].text, files };
}

function fromMemory(code) {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

async function start() {
  if (fresh()) return import(pathToFileURL(bundleFile).href);
  const began = Date.now();
  const { code, files } = await bundle();
  const stamps = files.map((f) => [f, stamp(f)]);
  // A file changed during the build (or dated in the future) may not be what esbuild read: run it, don't cache it.
  if (stamps.some(([, s]) => s === null || Number(s.slice(s.indexOf(':') + 1)) >= began - 1)) return fromMemory(code);
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Another run may be building at the same time: write aside, then rename (atomic), bundle before inputs.
    const tmp = `${bundleFile}.${pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, bundleFile);
    writeFileSync(`${inputsFile}.${pid}.tmp`, JSON.stringify(stamps));
    renameSync(`${inputsFile}.${pid}.tmp`, inputsFile);
  } catch {
    return fromMemory(code);
  }
  return import(pathToFileURL(bundleFile).href);
}

await start();
