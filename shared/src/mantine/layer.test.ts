// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSources, namedImports } from '../build/app-imports';
import { layerExports, LAYER } from '../build/codemods/mantine-imports';
import { MANTINE_PARTS } from '../federation/shared-deps';

/** Every app's imports, read once (parsing them all takes a few seconds on a busy machine). */
const imports = namedImports(appSources());

describe('the shared UI layer', () => {
  it('has one singleton per part file', () => {
    const files = readdirSync(resolve(import.meta.dirname)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts');
    expect(files.map((name) => name.slice(0, -3)).sort()).toEqual([...MANTINE_PARTS].sort());
  });

  it('exports each name from one module only', () => {
    const owners = layerExports();
    expect(owners.size).toBeGreaterThan(40);
    expect([...new Set(owners.values())].sort()).toEqual([LAYER, ...MANTINE_PARTS.map((part) => `${LAYER}/${part}`)].sort());
  });

  it('is the only way the apps reach Mantine’s components, hooks and modals', () => {
    const direct = imports
      .filter((entry) => /^@mantine\/(core|hooks|modals)$/.test(entry.module) && !entry.file.startsWith('shared/src/mantine/'))
      .map((entry) => `${entry.file}: ${entry.module}`);
    expect(direct).toEqual([]);
  });

  // (A namespace import takes a layer module whole: the shell's federation host, providing it.)
  it('every name an app imports from the layer comes from the module that exports it', () => {
    const owners = layerExports();
    const misplaced = imports
      .filter((entry) => entry.module === LAYER || entry.module.startsWith(`${LAYER}/`))
      .flatMap((entry) => entry.names.filter((name) => name !== '*' && owners.get(name) !== entry.module).map((name) => `${entry.file}: ${name} from ${entry.module}`));
    expect(misplaced).toEqual([]);
  });
});
