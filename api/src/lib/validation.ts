import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

const quote = (v: unknown) => JSON.stringify(v);

/**
 * The most telling error: inside a union (anyOf), a branch error about a constraint (length, format, pattern)
 * beats "must be one of"; otherwise the first error.
 */
function pickError(errors: ErrorObject[]): ErrorObject | undefined {
  const union = errors.find((e) => e.keyword === 'anyOf');
  if (!union) return errors[0];
  const specific = errors.find(
    (e) => e !== union && e.instancePath === union.instancePath && !['type', 'const', 'anyOf'].includes(e.keyword),
  );
  return specific ?? union;
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
