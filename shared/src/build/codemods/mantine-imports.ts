/**
 * Codemod: every app imports Mantine through the shared UI layer (shared/src/mantine): `@bc/shared/mantine` and its
 * parts (`@bc/shared/mantine/select`, …), never from `@mantine/core`, `@mantine/hooks` or `@mantine/modals` directly
 * (the layer's modules are federation singletons; a direct import would bundle a second Mantine without the shell's
 * MantineProvider). Re-runnable: a file already in that form is left as it is.
 *
 *   npx tsx shared/src/build/codemods/mantine-imports.ts [--check]
 *
 * Merges the Mantine and layer imports of each TypeScript source of the shell, the remotes and `shared` (the layer
 * itself excepted) and sends every name to the layer module that exports it: one import of `@bc/shared/mantine`
 * first, then one per part, alphabetically; type-only names stay `type X`. A name the layer does not export stops
 * the run (add it to the layer first, see shared/src/mantine/index.ts). Stylesheet imports stay as they are.
 * `--check` changes nothing and exits 1 when a file would change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { CODEMOD_ROOT, runCodemod } from './run-codemod';

export const LAYER = '@bc/shared/mantine';
const MANTINE = new Set(['@mantine/core', '@mantine/hooks', '@mantine/modals']);
const ROOT = CODEMOD_ROOT;
const LAYER_DIR = resolve(ROOT, 'shared/src/mantine');
const SOURCES = /^(shell|shared|mfe-[a-z]+)\/src\/.*\.tsx?$/;
const SKIPPED = /^shared\/src\/(mantine|build)\//;

const parse = (fileName: string, source: string) =>
  ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Exported name → the layer module that exports it, read from the layer's files. */
export function layerExports(dir = LAYER_DIR): Map<string, string> {
  const owners = new Map<string, string>();
  for (const entry of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = entry === 'index.ts' ? LAYER : `${LAYER}/${entry.slice(0, -3)}`;
    const file = parse(entry, readFileSync(resolve(dir, entry), 'utf8'));
    for (const statement of file.statements) {
      if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements) owners.set(element.name.text, module);
    }
  }
  return owners;
}

const isLayerModule = (name: string) => name === LAYER || name.startsWith(`${LAYER}/`);

/** The file's text with its Mantine imports sent to the layer (unchanged when it has none or they are in order). */
export function rewriteMantineImports(source: string, owners: Map<string, string>, fileName = 'file.tsx'): string {
  const file = parse(fileName, source);
  const declarations = file.statements.filter(
    (statement): statement is ts.ImportDeclaration =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      (MANTINE.has(statement.moduleSpecifier.text) || isLayerModule(statement.moduleSpecifier.text)) &&
      statement.importClause !== undefined &&
      // A whole layer module (`import * as mantine from '@bc/shared/mantine'`, the shell providing it) stays as it is.
      !(isLayerModule(statement.moduleSpecifier.text) && statement.importClause.namedBindings && ts.isNamespaceImport(statement.importClause.namedBindings)),
  );
  if (declarations.length === 0) return source;
  const byModule = new Map<string, string[]>();
  for (const declaration of declarations) {
    const clause = declaration.importClause!;
    const bindings = clause.namedBindings;
    if (clause.name || !bindings || !ts.isNamedImports(bindings)) {
      throw new Error(`${fileName}: only named imports of Mantine can be rewritten: ${declaration.getText(file)}`);
    }
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      const module = owners.get(imported);
      if (!module) throw new Error(`${fileName}: ${imported} is not in the shared UI layer; add it to shared/src/mantine first`);
      const text = `${clause.isTypeOnly || element.isTypeOnly ? 'type ' : ''}${element.propertyName ? `${imported} as ${element.name.text}` : imported}`;
      const names = byModule.get(module) ?? [];
      if (!names.includes(text)) names.push(text);
      byModule.set(module, names);
    }
  }
  const modules = [...byModule.keys()].sort((a, b) => (a === LAYER ? -1 : b === LAYER ? 1 : a.localeCompare(b)));
  const merged = modules.map((module) => `import { ${byModule.get(module)!.join(', ')} } from '${module}';`).join('\n');
  if (declarations.map((declaration) => declaration.getText(file)).join('\n') === merged) return source;
  // The first declaration becomes the merged imports; the others go with their line.
  let result = source;
  for (const declaration of [...declarations].reverse()) {
    const start = declaration.getStart(file);
    let end = declaration.getEnd();
    if (declaration === declarations[0]) {
      result = result.slice(0, start) + merged + result.slice(end);
    } else {
      if (result[end] === '\n') end += 1;
      result = result.slice(0, start) + result.slice(end);
    }
  }
  return result;
}

function main(): void {
  const owners = layerExports();
  runCodemod((source, path) => rewriteMantineImports(source, owners, path), SOURCES, SKIPPED);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
