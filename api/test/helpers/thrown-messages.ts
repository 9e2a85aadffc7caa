import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The calls whose message argument a person reads (lib/http-error.ts and the domains' own refusal helpers). */
const REFUSALS: Record<string, number> = {
  badRequest: 0, unauthorized: 0, forbidden: 0, notFound: 0, conflict: 0, gone: 0, notAllowed: 1, fileProblem: 0,
};

export interface ThrownMessage {
  /** The English text, each `${…}` as `{}`. */
  text: string;
  /** Where it is, relative to the API's folder: `src/domains/pets/writes.ts:208`. */
  at: string;
}

const textOf = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return undefined;
};

/** A message with words of its own (not only a field path around others' messages: `body/${field} ${problem}`). */
const ownWords = (text: string) => /[A-Za-z]{2}/.test(text.replace(/^(body|querystring|headers|params)\/[\w/-]*/, '').replace(/\{\}/g, ''));

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files(path, out);
    else if (path.endsWith('.ts')) out.push(path);
  }
  return out;
}

/**
 * Every message literal the API answers to a person, found in its source: the message argument of the refusal
 * helpers and of `new HttpError(status, message)`, and the `message` of the breeding rules' and domains' problem
 * objects. Messages built elsewhere (a variable) are not seen here; the error handler answers those by status.
 */
export function thrownMessages(apiRoot: string, dirs: readonly string[]): ThrownMessage[] {
  const found: ThrownMessage[] = [];
  for (const dir of dirs) {
    for (const file of files(join(apiRoot, dir))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        let message: ts.Node | undefined;
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in REFUSALS) {
          message = node.arguments[REFUSALS[node.expression.text]];
        } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError') {
          message = node.arguments?.[1];
        } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && /[/\\](breeding|domains)[/\\]/.test(file)) {
          message = node.initializer;
        }
        const text = message && textOf(message);
        if (text !== undefined && ownWords(text)) {
          const line = source.getLineAndCharacterOfPosition(message!.getStart()).line + 1;
          found.push({ text, at: `${relative(apiRoot, file)}:${line}` });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}
