/**
 * Codemod: the names `@bc/shared` moved to a subpath of their own (a federation singleton each, loaded only by the
 * pages that use it) are imported from that subpath: `LoadGate` from `@bc/shared/load`, `PagedResults` from
 * `@bc/shared/list`, `PetCard` from `@bc/shared/pets`. Re-runnable: a file already in that form is left as it is.
 *
 *   npx tsx shared/src/build/codemods/shared-subpaths.ts [--check]
 *
 * Reads what each subpath exports with the TypeScript checker, and splits every `import { … } from '@bc/shared'` of
 * the shell, the remotes, `shared` (the subpaths themselves excepted) and e2e into one import per module; type-only
 * names stay type-only. `--check` changes nothing and exits 1 when a file would change.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { CODEMOD_ROOT, runCodemod } from './run-codemod';

/** The subpaths of `@bc/shared` that are singletons of their own (shared/package.json exports, SINGLETONS). */
export const SUBPATHS = ['load', 'list', 'pets', 'exports'] as const;
const ROOT = CODEMOD_ROOT;
const SOURCES = /^(shell|shared|mfe-[a-z]+|e2e)\/src\/.*\.tsx?$/;
const SKIPPED = new RegExp(`^shared/src/(${SUBPATHS.join('|')}|build)/`);

/** Exported name → the subpath module that exports it. */
export function subpathExports(): Map<string, string> {
  const entries = SUBPATHS.map((subpath) => resolve(ROOT, `shared/src/${subpath}/index.ts`));
  const program = ts.createProgram(entries, { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, noEmit: true });
  const checker = program.getTypeChecker();
  const owners = new Map<string, string>();
  SUBPATHS.forEach((subpath, index) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entries[index])!)!;
    for (const symbol of checker.getExportsOfModule(module)) owners.set(symbol.name, `@bc/shared/${subpath}`);
  });
  return owners;
}

/** The file's text with each `@bc/shared` import split by the module that exports each name. */
export function rewriteSharedImports(source: string, owners: Map<string, string>, fileName = 'file.tsx'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const declarations = file.statements.filter(
    (statement): statement is ts.ImportDeclaration =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === '@bc/shared' &&
      !!statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings),
  );
  let result = source;
  for (const declaration of [...declarations].reverse()) {
    const clause = declaration.importClause!;
    const kept: string[] = [];
    const moved = new Map<string, string[]>();
    for (const element of (clause.namedBindings as ts.NamedImports).elements) {
      const imported = (element.propertyName ?? element.name).text;
      const text = `${element.isTypeOnly ? 'type ' : ''}${element.propertyName ? `${imported} as ${element.name.text}` : imported}`;
      const module = owners.get(imported);
      if (module) moved.set(module, [...(moved.get(module) ?? []), text]);
      else kept.push(text);
    }
    if (moved.size === 0) continue;
    const typeOnly = clause.isTypeOnly ? 'type ' : '';
    const lines = kept.length > 0 ? [`import ${typeOnly}{ ${kept.join(', ')} } from '@bc/shared';`] : [];
    for (const [module, names] of [...moved].sort(([a], [b]) => a.localeCompare(b))) lines.push(`import ${typeOnly}{ ${names.join(', ')} } from '${module}';`);
    result = result.slice(0, declaration.getStart(file)) + lines.join('\n') + result.slice(declaration.getEnd());
  }
  return result;
}

function main(): void {
  const owners = subpathExports();
  runCodemod((source, path) => rewriteSharedImports(source, owners, path), SOURCES, SKIPPED);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
