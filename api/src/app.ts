import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config/env';
import type { Database } from './db/client';
import type { PasswordHashing } from './lib/passwords';
import { validatorCompiler } from './lib/validation';
import auth from './plugins/app/auth';
import data from './plugins/app/data';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import jsonBody from './plugins/app/json-body';
import mailer from './plugins/app/mailer';
import cookie from './plugins/external/cookie';
import cors from './plugins/external/cors';
import db from './plugins/external/db';
import rateLimit, { DEFAULT_RATE_LIMITS, type RateLimits } from './plugins/external/rate-limit';
import swagger from './plugins/external/swagger';
import domains from './domains';
import type { FilesOptions } from './domains/files';
import { createStorage } from './domains/files/storage';
import type { ImportsOptions } from './domains/imports';
import type { PaymentsOptions } from './domains/payments';
import { seedIfEmpty } from './seed/seed-if-empty';

export interface AppOptions {
  /** Validated configuration with the JWT secret resolved (see config/env.ts). */
  config: Config;
  /** An already open database (tests); otherwise opened from `config.database`. */
  database?: Database;
  /** Apply migrations at start (default true). */
  migrate?: boolean;
  /** `memory` keeps mail in `app.mailer.outbox` (tests); default: SMTP when configured, else .eml files. */
  mail?: 'auto' | 'memory';
  /** Override the limits (tests tune them), or `false` for none; default: on unless RATE_LIMIT=off. */
  rateLimits?: RateLimits | false;
  passwordHashing?: PasswordHashing;
  /** How long a signed-in caller is remembered between calls (default 5 s; 0 turns the cache off). */
  authCacheTtlMs?: number;
  /** Load the demo data when the database has no users (the server does; tests do not). */
  seedIfEmpty?: { pets: number };
  /** Names this instance in its notifications to the others: pedigree changes, auth changes (default: random). */
  instanceId?: string;
  /** How long search and pet pages are reused between writes (default 2 s; 0 = off). */
  petsCacheTtlMs?: number;
  /** Text searches from the in-memory index (default true; false: SQL only, as the SQL path's tests want). */
  petsSearchIndex?: boolean;
  /** Upload limits and storage overrides (tests); storage itself comes from `config.storage`. */
  files?: FilesOptions;
  /** The clock of bans' ends, breeding dates and the announcements' listing (tests drive it; default: the system clock). */
  now?: () => Date;
  /** The payments domain's test switches (the sandbox's webhook transport, its slowness, the clock). */
  payments?: Omit<PaymentsOptions, 'config'>;
  /** The imports domain's test switches (dogs per transaction). */
  imports?: ImportsOptions;
}

export interface AppSettings {
  publicUrl: string;
  /** The address banned members may write to (CONTACT_EMAIL). */
  contactEmail: string;
  /** The clock of bans, breeding dates and the announcements' listing (tests drive it). */
  now: () => Date;
  /** The key refresh tokens are derived with (the JWT secret): see `successorToken`. */
  tokenSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
  }
}

/** The application as a plugin: plugins by concern, then routes. */
export const app = fp<AppOptions>(
  async (instance, options) => {
    const { config } = options;
    // AJV: bodies exact (no coercion, nothing removed, unknown fields refused), querystring and params coerced.
    instance.setValidatorCompiler(validatorCompiler);
    instance.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    instance.decorate('settings', {
      publicUrl: config.publicUrl, contactEmail: config.contactEmail, tokenSecret: config.jwtSecret, now: options.now ?? (() => new Date()),
    });
    await instance.register(errorHandler);
    await instance.register(jsonBody);
    await instance.register(db, { database: options.database, config: config.database, migrate: options.migrate });
    if (options.seedIfEmpty) {
      // The files domain registers later; the demo photos and documents go to the storage it will use.
      const storage = options.files?.storage ?? createStorage(config.storage, config.publicUrl);
      await seedIfEmpty(instance.db, options.seedIfEmpty.pets, { storage }, instance.log);
    }
    await instance.register(cors, { origins: config.corsOrigins });
    await instance.register(cookie);
    await instance.register(swagger);
    await instance.register(rateLimit, {
      limits: options.rateLimits !== undefined ? options.rateLimits : config.rateLimit ? DEFAULT_RATE_LIMITS : false,
    });
    await instance.register(data);
    const instanceId = options.instanceId ?? randomUUID();
    await instance.register(auth, {
      jwtSecret: config.jwtSecret, passwordHashing: options.passwordHashing, authCacheTtlMs: options.authCacheTtlMs, instanceId,
    });
    await instance.register(mailer, {
      transport: options.mail === 'memory' ? 'memory' : config.smtpUrl ? 'smtp' : 'files',
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: join(config.dataDir, 'mail'),
    });
    await instance.register(domains, {
      pedigree: { instanceId },
      files: { config, ...options.files },
      pets: { cacheTtlMs: options.petsCacheTtlMs, searchIndex: options.petsSearchIndex },
      matings: { now: options.now },
      payments: { config: config.payments, now: options.now, ...options.payments },
      reports: { now: options.now },
      imports: options.imports,
    });
  },
  { name: 'app' },
);

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify server options shared by the server and the tests. */
/**
 * `serializersAtStart`: the AJV validators that the answers' serializers (fast-json-stringify) use for the unions of
 * the response schemas are compiled when the server starts, not by the first answer of each route (the first pet page
 * after a start spent ~110 of its ~230 ms there). Servers turn it on; tests leave it off (~2 s more per app built).
 */
export function serverOptions(config: Config, logger: FastifyServerOptions['logger'], serializersAtStart = false): FastifyServerOptions {
  return {
    logger,
    // Incoming x-request-id is kept when well-formed, otherwise a new one; echoed on every answer.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: ['127.0.0.1', '::1'],
    bodyLimit: 1024 * 1024,
    // Opening the database, migrating and (first start) seeding can take longer than avvio's 10 s on a busy machine.
    pluginTimeout: 180_000,
    routerOptions: { maxParamLength: 200 },
    // The router's own refusals (bad percent-encoding, an over-long path value) in the error shape, naming `url`.
    frameworkErrors,
    ...(serializersAtStart ? { serializerOpts: { compileValidators: true } } : {}),
  };
}

/** Creates the Fastify instance with the app registered and ready (used by server.ts and tests). */
export async function buildApp(
  options: AppOptions & {
    logger?: FastifyServerOptions['logger'];
    onClose?: () => Promise<void>;
    /** Told of every route as it is added (the tests list what is served, documentation and CORS included). */
    onRoute?: (route: RouteOptions) => void;
    /** See serverOptions (true in server.ts). */
    serializersAtStart?: boolean;
  },
): Promise<FastifyInstance> {
  const logger =
    options.logger ?? {
      level: options.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    };
  const instance = Fastify(serverOptions(options.config, logger, options.serializersAtStart));
  const { onRoute } = options;
  if (onRoute) instance.addHook('onRoute', onRoute);
  await instance.register(app, options);
  const { onClose } = options;
  if (onClose) instance.addHook('onClose', async () => onClose());
  await instance.ready();
  return instance;
}
