// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSources, REPO_ROOT } from '../app-imports';
import { layerExports, rewriteMantineImports } from './mantine-imports';

const owners = layerExports();

describe('the Mantine imports codemod', () => {
  it('sends each name to the layer module that exports it, the index first, types kept as types', () => {
    const source = [
      "import { Select, Stack, type ButtonProps } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
      "import { modals } from '@mantine/modals';",
      "import '@mantine/core/styles.css';",
      'export const x = 1;',
      '',
    ].join('\n');
    expect(rewriteMantineImports(source, owners, 'x.tsx')).toBe(
      [
        "import { Stack, type ButtonProps, useDisclosure } from '@bc/shared/mantine';",
        "import { modals } from '@bc/shared/mantine/modals';",
        "import { Select } from '@bc/shared/mantine/select';",
        "import '@mantine/core/styles.css';",
        'export const x = 1;',
        '',
      ].join('\n'),
    );
  });

  it('is idempotent: its own output, and every app file as committed, come back unchanged', () => {
    const once = rewriteMantineImports("import { Table, Text } from '@mantine/core';\n", owners, 'y.tsx');
    expect(rewriteMantineImports(once, owners, 'y.tsx')).toBe(once);
    const changed = appSources()
      .filter((file) => !/^shared\/src\/(mantine|build)\//.test(file))
      .filter((file) => {
        const text = readFileSync(resolve(REPO_ROOT, file), 'utf8');
        return rewriteMantineImports(text, owners, file) !== text;
      });
    expect(changed).toEqual([]);
  });

  it('refuses a name the layer does not export', () => {
    expect(() => rewriteMantineImports("import { Stepper } from '@mantine/core';\n", owners, 'z.tsx')).toThrow(/Stepper is not in the shared UI layer/);
  });
});
