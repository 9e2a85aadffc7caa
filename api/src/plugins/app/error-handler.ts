import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorResponse } from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { isConnectionLost } from '../../db/connection-lost';
import { PedigreeError } from '../../pedigree';
import { describeValidationError } from '../../lib/validation';
import { localizeError, requestLocale } from '../../messages';

/** Unique constraints (and unique indexes) → the field a 409 names. */
const UNIQUE_FIELDS: Record<string, string> = {
  users_email_key: 'email',
  users_nickname_key: 'nickname',
  pet_registrations_registry_number_key: 'number',
  pet_dna_results_pet_test_key: 'testId',
  pet_notes_user_pet_key: 'petId',
  likes_user_id_pet_id_pk: 'petId',
  pet_photos_main_key: 'isMain',
  litter_photos_main_key: 'isMain',
};

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error under a driver or drizzle wrapper (drizzle wraps it in `cause`). */
function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  let current = error as PgLikeError | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: typeof current.constraint === 'string' ? current.constraint : undefined };
    }
    current = current.cause as PgLikeError | undefined;
  }
  return undefined;
}

/** What a request answers when the database went away under it: safe to retry in a moment. */
export const RETRY_AFTER_SECONDS = 1;

const shape = (statusCode: number, message: string, data?: unknown): ErrorResponse => ({
  message,
  statusCode,
  statusMessage: STATUS_CODES[statusCode],
  ...(data === undefined ? {} : { data }),
});

/** Maps anything thrown to one status and the public error shape. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) return shape(error.statusCode, error.message, error.data);
  if (error instanceof PedigreeError) {
    // A parent link that would break the pedigree (loop, sex, birth order, unknown parent): 409 naming the pets.
    const status = error.code === 'invalid-argument' || error.code === 'invalid-id' ? 400 : 409;
    return shape(status, error.message, { conflict: error.code, ids: [...error.ids] });
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const { message, field } = describeValidationError(fastifyError.validationContext ?? 'request', fastifyError.validation as never);
    return shape(400, message, { field });
  }
  if (fastifyError.statusCode === 400 && /^FST_ERR_CTP_(EMPTY_JSON_BODY|INVALID_JSON_BODY)$/.test(fastifyError.code ?? '')) {
    // A body that is not JSON at all: the field at fault is the body itself.
    return shape(400, fastifyError.message, { field: 'body' });
  }
  if (fastifyError.code === 'FST_ERR_BAD_URL' || fastifyError.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // The router could not read a path value (bad percent-encoding, or too long): which one is not known.
    return shape(fastifyError.statusCode ?? 400, fastifyError.message, { field: 'url' });
  }
  if (isConnectionLost(error)) {
    return shape(503, 'The database is briefly unavailable; try again in a moment.', {
      retryable: true,
    });
  }
  const pg = postgresError(error);
  if (pg) {
    if (pg.code === '23505') {
      const field = pg.constraint ? UNIQUE_FIELDS[pg.constraint] : undefined;
      return shape(409, field ? `${field} is already taken` : 'A record with the same values already exists', field ? { field } : undefined);
    }
    if (pg.code === '23503') return shape(409, 'A referenced record does not exist or is still referenced');
    if (pg.code === '23514' || pg.code === '22P02' || pg.code === '22003' || pg.code === '22007' || pg.code === '22008') {
      return shape(400, 'A value is out of range or malformed');
    }
    if (pg.code === '22021' || pg.code === '22P05') {
      // A character the database cannot store (NUL): validation refuses these first, naming the field; this is the
      // last line behind it, so such a slip is a 400 rather than a 500.
      return shape(400, 'A text holds a character that cannot be stored');
    }
    if (pg.code === '40001' || pg.code === '40P01') return shape(409, 'A concurrent change conflicted; try again');
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) return shape(status, fastifyError.message || STATUS_CODES[status] || 'Bad request');
  return shape(status >= 500 && status < 600 ? status : 500, 'Internal Server Error');
}

/**
 * Fastify's `frameworkErrors` (server option): the errors its router answers before any route or hook runs (a path
 * that is not valid percent-encoding, a path value over maxParamLength) in the same shape as every other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = localizeError(toErrorResponse(error), requestLocale(request.headers['accept-language']));
  void reply.code(body.statusCode).send(body);
}

/**
 * The one error handler: `{ message, statusCode, statusMessage?, data? }` for everything; 5xx details only in the log.
 * The message is in the language the request asks for (Accept-Language; the site's client sends the page's locale):
 * see messages/index.ts.
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const body = toErrorResponse(error);
      if (error instanceof PedigreeError && app.hasDecorator('pedigree')) {
        // The same message with the pets' registered names (ids stay in data.ids).
        body.message = await app.pedigree.describe(error).then((named) => named.message, () => body.message);
      }
      if (body.statusCode === 503) {
        request.log.warn({ err: error }, 'request failed: database connection lost');
        void reply.header('retry-after', RETRY_AFTER_SECONDS);
      } else if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: body.statusCode, message: body.message }, 'request refused');
      return reply.code(body.statusCode).send(localizeError(body, requestLocale(request.headers['accept-language'])));
    });

    app.setNotFoundHandler((request, reply) => {
      const body = shape(404, `Route ${request.method} ${request.url.split('?')[0]} not found`);
      return reply.code(404).send(localizeError(body, requestLocale(request.headers['accept-language'])));
    });
  },
  { name: 'error-handler' },
);
