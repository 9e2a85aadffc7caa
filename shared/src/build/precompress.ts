import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset of dist; the
 * static server sends the one the browser takes, so nothing is compressed per request.
 */
export async function precompress(dist: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dist)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(file).then(async (body) => {
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        await writeFile(`${file}.br`, await brotli(body, { params }));
        await writeFile(`${file}.gz`, await gzipped(body, { level: 9 }));
      }),
    );
  }
  await Promise.all(jobs);
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'bc:precompress',
    setup(api) {
      api.onAfterEnvironmentCompile(async ({ stats, environment }) => {
        if (stats?.hasErrors() || environment.config.output.target === 'node') return;
        await precompress(environment.distPath);
      });
    },
  };
}
