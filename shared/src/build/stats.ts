import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

interface ModuleLike {
  identifier(): string;
  readableIdentifier?: (requestShortener: unknown) => string;
  size(type?: string): number;
  modules?: ModuleLike[];
}

/**
 * With BUILD_STATS=1, writes `<app>/dist-stats/<environment>.json`: every emitted chunk with its files and the modules
 * in it (concatenated modules listed one by one; sizes before minifying), to read what each page's files hold.
 * Written outside dist/, so never deployed.
 */
export function pluginBuildStats(): RsbuildPlugin {
  return {
    name: 'bc:build-stats',
    setup(api) {
      if (!process.env.BUILD_STATS) return;
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        const compilation = stats?.compilation;
        if (!compilation) return;
        const shorten = (id: string) => id.replace(/^.*!/, '').replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(api.context.rootPath + '/', '');
        const flatten = (module: ModuleLike): ModuleLike[] => (module.modules?.length ? module.modules.flatMap(flatten) : [module]);
        const chunks = [...compilation.chunks].map((chunk) => ({
          id: chunk.id,
          names: chunk.name ? [chunk.name] : [],
          files: [...chunk.files],
          modules: (compilation.chunkGraph.getChunkModules(chunk) as unknown as ModuleLike[])
            .flatMap(flatten)
            .map((module) => ({ name: shorten(module.identifier()), size: module.size() }))
            .sort((a, b) => b.size - a.size),
        }));
        const dir = join(api.context.rootPath, 'dist-stats');
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${environment.name}.json`), JSON.stringify(chunks, null, 1));
      });
    },
  };
}
