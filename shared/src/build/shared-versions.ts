import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SINGLETONS } from '../federation/shared-deps';

/** The package a shared key belongs to: `react` for `react/jsx-runtime`, `@bc/shared` for `@bc/shared/mantine/select`. */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version of the package a request resolves to from `appDir`, read from its package.json, as the federation plugin reads it. */
function installedVersion(name: string, appDir: string): string {
  const require = createRequire(join(appDir, 'package.json'));
  let dir = dirname(require.resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name && pkg.version) return pkg.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${name} above ${require.resolve(name)}`);
    dir = parent;
  }
}

/** Every singleton's version as the app at `appDir` has it installed (the versions the shell registers them under). */
export function sharedVersions(appDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const key of SINGLETONS) versions[key] = installedVersion(packageOf(key), appDir);
  return versions;
}

/** The singletons that load only when a page imports them: the UI layer's parts and Trans. */
const ON_DEMAND = /^@bc\/shared\/(mantine\/[a-z-]+|trans)$/;

function sourceTexts(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/**
 * The singletons a remote's build shares: all but the on-demand ones it never imports (in its sources or in the
 * `shared` sources it bundles). Each shared module costs its entry a line of the sharing table and the build a
 * fallback chunk; a remote that starts using a part lists it with its next build.
 */
export function usedSingletons(appDir: string, sharedSrc = join(import.meta.dirname, '..')): Set<string> {
  const imported = new Set<string>();
  for (const text of [...sourceTexts(join(appDir, 'src')), ...sourceTexts(sharedSrc)]) {
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)['"](@bc\/shared\/[a-z/-]+)['"]/g)) imported.add(match[1]);
  }
  return new Set(SINGLETONS.filter((key) => !ON_DEMAND.test(key) || imported.has(key)));
}
