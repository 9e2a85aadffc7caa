// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rewriteSharedImports, subpathExports } from './shared-subpaths';

const owners = subpathExports();

describe('the @bc/shared subpaths codemod', () => {
  it('knows what each subpath exports', () => {
    expect(owners.get('LoadGate')).toBe('@bc/shared/load');
    expect(owners.get('PagedResults')).toBe('@bc/shared/list');
    expect(owners.get('PetCard')).toBe('@bc/shared/pets');
    expect(owners.has('callApi')).toBe(false);
  });

  it('sends each moved name to its subpath and keeps the rest, types as types; its output comes back unchanged', () => {
    const source = ["import { callApi, LoadGate, PetCard, type PetSummary, type LoadStatus } from '@bc/shared';", "import type { PagedList } from '@bc/shared';", 'export const x = 1;', ''].join('\n');
    const once = rewriteSharedImports(source, owners, 'x.tsx');
    expect(once).toBe(
      [
        "import { callApi, type PetSummary } from '@bc/shared';",
        "import { LoadGate, type LoadStatus } from '@bc/shared/load';",
        "import { PetCard } from '@bc/shared/pets';",
        "import type { PagedList } from '@bc/shared/list';",
        'export const x = 1;',
        '',
      ].join('\n'),
    );
    expect(rewriteSharedImports(once, owners, 'x.tsx')).toBe(once);
  });
});
