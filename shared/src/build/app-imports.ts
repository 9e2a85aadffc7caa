import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface NamedImport {
  file: string;
  module: string;
  /** The imported names (`default` for a default import, `*` for a namespace); type-only ones left out. */
  names: string[];
}

/** The TypeScript sources of the browser apps (shell, remotes, shared), tests left out, as listed by git. */
export function appSources(filter: RegExp = /^(shell|shared|mfe-[a-z]+)\/src\/.*\.tsx?$/): string[] {
  return execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((path) => filter.test(path) && !/\.test\.tsx?$/.test(path));
}

/** Every import and re-export declaration of the files (value names only), with the module it names. */
export function namedImports(files: string[]): NamedImport[] {
  const found: NamedImport[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(resolve(REPO_ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const clause = statement.importClause;
        const names: string[] = [];
        if (clause && !clause.isTypeOnly) {
          if (clause.name) names.push('default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
          }
        }
        found.push({ file, module: statement.moduleSpecifier.text, names });
      } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
        const clause = statement.exportClause;
        const names = !clause ? ['*'] : ts.isNamedExports(clause) ? clause.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text) : ['*'];
        found.push({ file, module: statement.moduleSpecifier.text, names });
      }
    }
  }
  return found;
}
