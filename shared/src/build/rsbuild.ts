import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvironmentConfig, RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { API_PORT } from '../federation/shared-deps';
import { pluginPrecompress } from './precompress';
import { pluginPreloadBootstrap } from './preload-bootstrap';

export interface AppBuildOptions {
  /** Federation options from the app's module-federation.config.ts. */
  federation: Parameters<typeof pluginModuleFederation>[0];
  port: number;
  /** The shell is the host; remotes get CORS headers and an `auto` public path. */
  role: 'host' | 'remote';
  title: string;
  /**
   * The host's server-render entry: built as a second, Node-target environment (`server`) into dist-server/renderer.js, with the
   * same CSS-module class names as the browser build, so the shell's server can send every page already drawn.
   */
  ssrEntry?: string;
}

/** The name of the Node-target environment that builds the shell's server renderer. */
const SSR_ENVIRONMENT = 'server';

/** Writes dist/build.json ({ app, buildId }) that the shell's update check compares. */
function pluginBuildInfo(app: string, buildId: string): RsbuildPlugin {
  return {
    name: 'bc:build-info',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        const dist = environment.distPath;
        if (environment.name === SSR_ENVIRONMENT || stats?.hasErrors() || !existsSync(dist)) return;
        writeFileSync(join(dist, 'build.json'), JSON.stringify({ app, buildId, builtAt: new Date().toISOString() }));
      });
    },
  };
}

/** The rsbuild config every app uses: React, Module Federation, CORS for remotes, the API proxy in development. */
export function createAppConfig(options: AppBuildOptions): RsbuildConfig {
  const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const name = String(options.federation.name);
  const browser: EnvironmentConfig = {
    plugins: [
      pluginModuleFederation(options.federation, { environment: 'web' }),
      ...(options.role === 'host' ? [pluginPreloadBootstrap()] : []),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: {
      title: options.title,
      template: options.role === 'host' ? './index.html' : undefined,
      meta: { viewport: 'width=device-width, initial-scale=1' },
      // A remote's own page (standalone) is served at deep paths like /en/pets/1: its relative asset URLs must
      // resolve from the root. (The federation runtime finds the public path from the entry's own URL.)
      tags: options.role === 'remote' ? [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }] : undefined,
    },
    output: {
      target: 'web',
      distPath: { root: 'dist' },
      assetPrefix: options.role === 'remote' ? 'auto' : '/',
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
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
  return {
    plugins: [pluginReact(), pluginBuildInfo(name, buildId), pluginPrecompress()],
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
    environments: server ? { web: browser, [SSR_ENVIRONMENT]: server } : { web: browser },
    server: {
      port: options.port,
      strictPort: true,
      historyApiFallback: true,
      headers: options.role === 'remote' ? { 'Access-Control-Allow-Origin': '*' } : undefined,
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? API_PORT}` },
    },
    dev: {
      assetPrefix: options.role === 'remote' ? `http://localhost:${options.port}/` : '/',
    },
  };
}
