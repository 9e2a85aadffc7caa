// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSources, REPO_ROOT } from './app-imports';

/**
 * The build marks the apps' .tsx files free of side effects (rsbuild.ts): a component module whose exports a page does
 * not use is left out. That is only right while no .tsx file runs code on import that something else relies on.
 */
const ALLOWED = new Map([
  // Entries, imported whole by `import('./bootstrap')`.
  ...['shell', 'mfe-account', 'mfe-matings', 'mfe-moderation', 'mfe-payments', 'mfe-pedigree', 'mfe-pets'].map((app) => [`${app}/src/bootstrap.tsx`, 'entry'] as const),
  // Registers FilePond's plugins for the FileUpload component, its only export: needed exactly when that is used.
  ['mfe-pets/src/ui/file-upload.tsx', 'for its own export'],
]);

describe('React component files', () => {
  it('run no statements on import (besides the entries)', () => {
    const found: string[] = [];
    for (const file of appSources(/^(shell|shared|mfe-[a-z]+)\/src\/.*\.tsx$/)) {
      if (ALLOWED.has(file)) continue;
      const source = ts.createSourceFile(file, readFileSync(resolve(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      for (const statement of source.statements) {
        // (`void name;` reads a binding and runs nothing: a compile-time check's way to count as used)
        const readsOnly = ts.isExpressionStatement(statement) && ts.isVoidExpression(statement.expression) && ts.isIdentifier(statement.expression.expression);
        if (ts.isExpressionStatement(statement) && !readsOnly) found.push(`${file}: ${statement.getText(source).slice(0, 60)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
