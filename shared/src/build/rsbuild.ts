import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { EnvironmentConfig, RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { createHostFederationConfig } from '../federation/config';
import { API_PORT } from '../federation/shared-deps';
import { FEDERATION_RUNTIME_FILE } from './federation-runtime-file';
import { pluginPrecompress } from './precompress';
import { pluginPreloadBootstrap } from './preload-bootstrap';
import { sharedVersions, usedSingletons } from './shared-versions';
import { pluginBuildStats } from './stats';

type RemoteFederation = Parameters<typeof pluginModuleFederation>[0];
type HostFederation = ReturnType<typeof createHostFederationConfig>;

export type AppBuildOptions = {
  port: number;
  title: string;
  /**
   * The host's server-render entry: built as a second, Node-target environment (`server`) into dist-server/renderer.js, with the
   * same CSS-module class names as the browser build, so the shell's server can send every page already drawn.
   */
  ssrEntry?: string;
} & (
  | {
      /** The shell: a federation host created at runtime (its options from module-federation.config.ts). */
      role: 'host';
      federation: HostFederation;
    }
  | {
      /** A remote: built with the federation plugin; CORS headers and an `auto` public path. */
      role: 'remote';
      /** Federation options from the app's module-federation.config.ts. */
      federation: RemoteFederation;
    }
);

/** The name of the Node-target environment that builds the shell's server renderer. */
const SSR_ENVIRONMENT = 'server';
/** The name of the environment that builds a remote's copy of the federation runtime core (for its standalone page). */
const RUNTIME_ENVIRONMENT = 'federation-runtime';

/** Writes dist/build.json ({ app, buildId }) that the shell's update check compares. */
function pluginBuildInfo(app: string, buildId: string): RsbuildPlugin {
  return {
    name: 'bc:build-info',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        const dist = environment.distPath;
        if (environment.name !== 'web' || stats?.hasErrors() || !existsSync(dist)) return;
        writeFileSync(join(dist, 'build.json'), JSON.stringify({ app, buildId, builtAt: new Date().toISOString() }));
      });
    },
  };
}

/**
 * The federation plugin bundles its runtime from CommonJS files (`require.resolve` picks them), which nothing can
 * tree-shake; their ES module twins (same package, same version) let the build drop what a remote never calls
 * (its entry: 15 → 10 KB gzip).
 */
function esmFederationRuntime(): Record<string, string> {
  const fromPlugin = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const runtimeTools = createRequire(fromPlugin.resolve('@module-federation/runtime-tools'));
  const cjs = runtimeTools.resolve('@module-federation/webpack-bundler-runtime');
  return cjs.endsWith('.cjs') ? { [cjs]: cjs.replace(/\.cjs$/, '.js') } : {};
}

/**
 * Mantine's Modal imports ScrollArea for one comparison; it gets the layer's stand-in instead (see
 * shared/src/mantine/internal/modal-scroll-area.ts), so a modal does not bring ScrollArea and floating-ui with it.
 */
function pluginModalScrollArea(): RsbuildPlugin {
  const standIn = createRequire(import.meta.url).resolve('../mantine/internal/modal-scroll-area.ts');
  return {
    name: 'bc:modal-scroll-area',
    setup(api) {
      api.modifyBundlerChain((chain, { bundler }) => {
        chain.plugin('bc-modal-scroll-area').use(bundler.NormalModuleReplacementPlugin, [
          /\/ScrollArea\/ScrollArea\.mjs$/,
          (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (/@mantine[\\/]core[\\/]esm[\\/]components[\\/]Modal[\\/]ModalRoot\.mjs$/.test(resource.contextInfo?.issuer ?? '')) resource.request = standIn;
          },
        ]);
      });
    },
  };
}

/** A remote's federation options with the shared modules it never imports left out (see usedSingletons). */
function withUsedSingletons(federation: RemoteFederation): RemoteFederation {
  const shared = federation.shared;
  if (!shared || Array.isArray(shared)) return federation;
  const used = usedSingletons(process.cwd());
  return { ...federation, shared: Object.fromEntries(Object.entries(shared).filter(([key]) => used.has(key))) };
}

/** The rsbuild config every app uses: React, Module Federation, CORS for remotes, the API proxy in development. */
export function createAppConfig(options: AppBuildOptions): RsbuildConfig {
  const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const name = String(options.federation.name);
  const remote = options.role === 'remote';
  const browser: EnvironmentConfig = {
    plugins: options.role === 'remote' ? [pluginModuleFederation(withUsedSingletons(options.federation), { environment: 'web' })] : [pluginPreloadBootstrap()],
    source: {
      entry: { index: './src/index.ts' },
      // The shell registers every singleton under the version installed here (remotes read theirs the same way).
      define: remote
        ? {}
        : {
            'process.env.SHARED_VERSIONS': JSON.stringify(JSON.stringify(sharedVersions(process.cwd()))),
            // What the federation plugin defines for the runtime it bundles: a browser-only runtime (no Node loading code).
            ENV_TARGET: JSON.stringify('web'),
          },
    },
    resolve: remote ? { alias: esmFederationRuntime() } : {},
    html: {
      title: options.title,
      template: remote ? undefined : './index.html',
      meta: { viewport: 'width=device-width, initial-scale=1' },
      tags: remote
        ? [
            // A remote's own page (standalone) is served at deep paths like /en/pets/1: its relative asset URLs must
            // resolve from the root. (The federation runtime finds the public path from the entry's own URL.)
            { tag: 'base', attrs: { href: '/' }, head: true, append: false },
            // On its own, nobody provides the federation runtime's core the remote's entry leaves out: its own copy,
            // a classic script that runs before the deferred entry.
            { tag: 'script', attrs: { src: FEDERATION_RUNTIME_FILE }, head: true, append: true },
          ]
        : undefined,
    },
    output: {
      target: 'web',
      distPath: { root: 'dist' },
      assetPrefix: remote ? 'auto' : '/',
    },
    performance: {
      // Code that several lazily loaded chunks share (the UI layer's parts share much of Mantine) goes to a chunk of its
      // own from 5 KB instead of 20 KB: a page that loads several of them no longer downloads copies of it.
      chunkSplit: { strategy: 'split-by-experience', override: { minSize: 5000 } },
    },
  };
  const server: EnvironmentConfig | null = options.ssrEntry
    ? {
        source: { entry: { renderer: options.ssrEntry } },
        output: {
          target: 'node',
          distPath: { root: 'dist-server' },
          filename: { js: '[name].js' },
          // Minified also to drop the dependencies' `sourceMappingURL` comments (their maps are not shipped).
          minify: true,
        },
      }
    : null;
  const runtime: EnvironmentConfig | null = remote
    ? {
        source: { entry: { [FEDERATION_RUNTIME_FILE.replace(/\.js$/, '')]: createRequire(import.meta.url).resolve('./federation-runtime-global.ts') } },
        output: {
          target: 'web',
          distPath: { root: 'dist', js: '' },
          filename: { js: '[name].js' },
          // The browser environment empties dist/ before both write into it.
          cleanDistPath: false,
        },
        performance: { chunkSplit: { strategy: 'all-in-one' } },
        tools: { htmlPlugin: false },
      }
    : null;
  return {
    plugins: [pluginReact(), pluginBuildInfo(name, buildId), pluginPrecompress(), pluginModalScrollArea(), pluginBuildStats()],
    source: {
      define: {
        'process.env.BUILD_ID': JSON.stringify(buildId),
        'process.env.APP_NAME': JSON.stringify(name),
      },
    },
    output: {
      cleanDistPath: true,
      sourceMap: { js: false, css: false },
      minify: process.env.NO_MINIFY ? false : undefined,
    },
    environments: {
      web: browser,
      ...(server ? { [SSR_ENVIRONMENT]: server } : {}),
      ...(runtime ? { [RUNTIME_ENVIRONMENT]: runtime } : {}),
    },
    server: {
      port: options.port,
      strictPort: true,
      historyApiFallback: true,
      headers: remote ? { 'Access-Control-Allow-Origin': '*' } : undefined,
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? API_PORT}` },
    },
    dev: {
      assetPrefix: remote ? `http://localhost:${options.port}/` : '/',
    },
    tools: {
      rspack: {
        module: {
          rules: [
            // The apps' React component files have no side effects of their own (none runs code on import that another
            // module relies on: `shared/src/build/app-imports.test.ts`), so a component that a folder's index
            // re-exports but the page never uses is left out of the page's chunk.
            { test: /\.tsx$/, exclude: /[\\/]node_modules[\\/]/, sideEffects: false },
          ],
        },
      },
    },
  };
}
