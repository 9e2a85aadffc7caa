import type { RsbuildPlugin } from '@rsbuild/core';

/** The name the host's entry gives its `import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`. */
export const BOOTSTRAP_CHUNK = 'bootstrap';

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
 * The host's HTML preloads what its bootstrap needs before the first render: every chunk of the bootstrap's chunk
 * group (the libraries it imports included). Without this the browser learns of them only after the entry script
 * ran: one more round trip before the biggest downloads start.
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
        const files = group.chunks.flatMap((chunk) => [...chunk.files]);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const source = html.source.source().toString().replace('</head>', `${preloadTags(files, publicPath)}</head>`);
        compilation.updateAsset('index.html', new sources.RawSource(source));
      });
    },
  };
}
