import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { findUnstorableText } from './input-checks';

/**
 * Two AJV instances: bodies are validated exactly (no coercion, unknown fields refused by the schemas'
 * `additionalProperties: false`, nothing removed); querystring and params are coerced from text.
 */
function createAjv(coerceTypes: boolean) {
  const ajv = new Ajv({
    coerceTypes,
    removeAdditional: false,
    useDefaults: true,
    allErrors: false,
    verbose: true,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

export const bodyAjv = createAjv(false);
export const textAjv = createAjv(true);

/** The request parts whose text is stored or searched: every string in them passes `findUnstorableText`. */
const TEXT_CHECKED = new Set(['body', 'querystring', 'params']);

/** The error a text no field accepts gets, in AJV's shape (so it is described like any other). */
function textError(found: NonNullable<ReturnType<typeof findUnstorableText>>): ErrorObject {
  const pointer = found.path.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
  return {
    keyword: 'text', instancePath: pointer, schemaPath: '#', params: {},
    message: found.inKey ? `(a field name) ${found.problem}` : found.problem,
  };
}

/**
 * The validator of one request part: the part's schema (AJV), then, for params, querystring and body, one check over
 * every string and key, whatever the field: NUL, unpaired surrogates and control characters other than tab and line
 * breaks are refused (400 naming the field; see lib/input-checks.ts for why). A multipart body is checked too: its
 * fields become the body before validation.
 */
export function compileValidator(httpPart: string | undefined, schema: object): ValidateFunction {
  const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
  if (!TEXT_CHECKED.has(httpPart ?? '')) return validate;
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    if (!validate(data, context)) {
      checked.errors = validate.errors;
      return false;
    }
    const found = findUnstorableText(data);
    checked.errors = found ? [textError(found)] : null;
    return !found;
  }) as ValidateFunction;
  // Fastify passes the parent object to AJV functions (marked by schemaEnv) so that a root value can be coerced.
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => compileValidator(httpPart, schema);

const quote = (v: unknown) => JSON.stringify(v);

/** Errors that say a union's branch is not the one meant, rather than what is wrong with a value inside it. */
const BRANCH_MISMATCH = ['type', 'const', 'anyOf', 'required', 'additionalProperties'];

/**
 * The most telling error: inside a union (anyOf), a branch's error about a constraint of a value within it (length,
 * format, pattern, range) beats "must be one of", the deepest first (in a union of objects: `photos/0/url` is too
 * long, not `photos/0` must be object or object); then an error within a branch whose shape fits the value (no
 * missing or unknown key there: `{ uploadId: [] }` is a wrong `uploadId`, not a photo missing its `id`); then a
 * branch's error about the union's value itself; otherwise the first error.
 */
function pickError(errors: ErrorObject[]): ErrorObject | undefined {
  const union = errors.find((e) => e.keyword === 'anyOf');
  if (!union) return errors[0];
  const branches = `${union.schemaPath}/`;
  const branchOf = (e: ErrorObject) => (e.schemaPath.startsWith(branches) ? e.schemaPath.slice(branches.length).split('/')[0] : undefined);
  const misfits = new Set(errors.filter((e) => e !== union && e.instancePath === union.instancePath).map(branchOf));
  const inside = errors
    .filter((e) => e.instancePath.startsWith(`${union.instancePath}/`))
    .sort((a, b) => b.instancePath.length - a.instancePath.length);
  const within = inside.find((e) => !BRANCH_MISMATCH.includes(e.keyword));
  const fitting = inside.find((e) => branchOf(e) !== undefined && !misfits.has(branchOf(e)));
  const specific = errors.find(
    (e) => e !== union && e.instancePath === union.instancePath && !['type', 'const', 'anyOf'].includes(e.keyword),
  );
  return within ?? fitting ?? specific ?? union;
}

/** Turns AJV errors into `{ message, field }`, e.g. `body/email must match format "email"` and `email`. */
export function describeValidationError(context: string, errors: ErrorObject[]): { message: string; field: string } {
  const error = pickError(errors);
  if (!error) return { message: `${context} is invalid`, field: context };
  const segments = error.instancePath.split('/').filter(Boolean).map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const params = error.params as Record<string, unknown>;
  let detail: string;
  switch (error.keyword) {
    case 'required':
      segments.push(String(params.missingProperty));
      detail = 'is required';
      break;
    case 'additionalProperties':
      segments.push(String(params.additionalProperty));
      detail = 'is not allowed (unknown field)';
      break;
    case 'anyOf': {
      const branches = ((error.parentSchema as { anyOf?: { const?: unknown; type?: unknown }[] })?.anyOf ?? []);
      const consts = branches.filter((b) => b.const !== undefined).map((b) => b.const);
      if (consts.length === branches.length && consts.length > 0) detail = `must be one of ${consts.map(quote).join(', ')}`;
      else detail = `must be ${branches.map((b) => (b.const !== undefined ? quote(b.const) : String(b.type ?? 'valid'))).join(' or ')}`;
      break;
    }
    case 'const':
      detail = `must be ${quote(params.allowedValue)}`;
      break;
    case 'enum':
      detail = `must be one of ${((params.allowedValues as unknown[]) ?? []).map(quote).join(', ')}`;
      break;
    default:
      detail = error.message ?? 'is invalid';
  }
  const path = [context, ...segments].join('/');
  return { message: `${path} ${detail}`, field: segments.length > 0 ? segments.join('.') : context };
}
