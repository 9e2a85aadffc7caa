import type { RsbuildPlugin } from '@rsbuild/core';

/** The name the host's entry gives its `import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`. */
export const BOOTSTRAP_CHUNK = 'bootstrap';

const CONSUME = /^consume shared module \([^)]*\) ((?:@[^@\s/]+\/)?[^@\s]+)@/;
const PROVIDE = /^provide shared module \([^)]*\) ((?:@[^@\s/]+\/)?[^@\s]+)@/;

/**
 * The tags for the given files, in the order given: CSS as a stylesheet (the server-drawn page needs it for its first
 * paint; the chunk loader finds it already there), JS as `<link rel="preload" as="script">`.
 */
export function preloadTags(files: string[], publicPath: string): string {
  const unique = [...new Set(files)];
  const css = unique.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" href="${publicPath}${file}">`);
  const js = unique.filter((file) => !file.endsWith('.css')).map((file) => `<link rel="preload" href="${publicPath}${file}" as="script">`);
  return [...css, ...js].join('');
}

/**
 * The host's HTML preloads what its bootstrap needs before the first render: the bootstrap chunks and the chunks of
 * every shared singleton the bootstrap consumes (the host provides them). Without this the browser learns of them only
 * after the entry script ran the federation runtime: one more round trip before the biggest downloads start.
 */
export function pluginPreloadBootstrap(): RsbuildPlugin {
  return {
    name: 'bc:preload-bootstrap',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const group = compilation.namedChunkGroups.get(BOOTSTRAP_CHUNK);
        const html = compilation.getAsset('index.html');
        if (!group || !html) {
          compilation.errors.push(new Error(`bc:preload-bootstrap: no "${BOOTSTRAP_CHUNK}" chunk or no index.html`) as never);
          return;
        }
        type Chunk = (typeof group.chunks)[number];
        // Each singleton the host provides: the chunks its provider loads.
        const providers = new Map<string, Chunk[]>();
        for (const module of compilation.modules) {
          const key = PROVIDE.exec(module.identifier())?.[1];
          const chunks = module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
          if (key) providers.set(key, chunks);
        }
        // The bootstrap's chunks, then those of every singleton it (or a singleton it loads) consumes.
        const files: string[] = [];
        const visited = new Set<Chunk>();
        const visit = (chunk: Chunk) => {
          if (visited.has(chunk)) return;
          visited.add(chunk);
          files.push(...chunk.files);
          for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
            const key = CONSUME.exec(module.identifier())?.[1];
            if (key) providers.get(key)?.forEach(visit);
          }
        };
        group.chunks.forEach(visit);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const source = html.source.source().toString().replace('</head>', `${preloadTags(files, publicPath)}</head>`);
        compilation.updateAsset('index.html', new sources.RawSource(source));
      });
    },
  };
}
