import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PaymentsConfig, readPaymentsConfig } from './payments';

/** The repository root (api/src/config → ../../..). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the data lives: a PostgreSQL server, PGlite on disk, or PGlite in memory. */
export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null };

/** Where uploaded files are kept: DATA_DIR/files (served at /api/files/…), or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** null: AWS itself; otherwise MinIO-style endpoints (path-style addressing). */
      endpoint: string | null;
      bucket: string;
      region: string;
      /** Both null: the SDK's default credential chain. */
      accessKeyId: string | null;
      secretAccessKey: string | null;
      /** Where the bucket's objects are public: URL = `${publicUrl}/${key}`. */
      publicUrl: string;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  /** Given by JWT_SECRET, or generated once and kept in DATA_DIR/jwt-secret. */
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The address a banned member may write to (shown on the 403 page and in the ban email). */
  contactEmail: string;
  logLevel: LogLevel;
  rateLimit: boolean;
  /** Allowed browser origins besides the API's own. */
  corsOrigins: string[];
  storage: StorageConfig;
  /** The payment provider, currency and price list (config/payments.ts). */
  payments: PaymentsConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_CORS = Array.from({ length: 7 }, (_, i) => `http://localhost:${3000 + i}`);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Reads and validates the environment once. Every problem is collected, so one run names all of them.
 * Does not touch the disk except for the generated JWT secret (see `resolveJwtSecret`).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const portText = read('PORT') ?? '3100';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) problems.push(`PORT must be an integer from 1 to 65535 (got "${portText}")`);

  const host = read('HOST') ?? '127.0.0.1';
  const dataDir = resolve(read('DATA_DIR') ?? join(REPO_ROOT, 'data'));

  let database: DatabaseConfig = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl === ':memory:') database = { kind: 'pglite', dataDir: null };
  else if (databaseUrl !== undefined) {
    if (/^postgres(ql)?:\/\//.test(databaseUrl)) database = { kind: 'postgres', url: databaseUrl };
    else problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL, or ":memory:" for an in-memory PGlite');
  }

  const publicUrl = (read('PUBLIC_URL') ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);

  const jwtSecret = read('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');

  const smtpUrl = read('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/./.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');

  const mailFrom = read('MAIL_FROM') ?? 'Border Collie Pedigree <no-reply@localhost>';
  if (!/@/.test(mailFrom)) problems.push(`MAIL_FROM must contain an email address (got "${mailFrom}")`);

  const contactEmail = read('CONTACT_EMAIL') ?? `moderators@${isHttpUrl(publicUrl) ? new URL(publicUrl).hostname : 'localhost'}`;
  if (!/^[^\s@]+@[^\s@]+$/.test(contactEmail)) problems.push(`CONTACT_EMAIL must be an email address (got "${contactEmail}")`);

  const logLevel = (read('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const rateLimitText = (read('RATE_LIMIT') ?? 'on').toLowerCase();
  const rateLimit = ['on', 'true', '1', 'yes'].includes(rateLimitText);
  if (!rateLimit && !['off', 'false', '0', 'no'].includes(rateLimitText)) problems.push(`RATE_LIMIT must be on or off (got "${rateLimitText}")`);

  const corsText = read('CORS_ORIGINS');
  const corsOrigins = corsText === undefined ? DEFAULT_CORS : corsText.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const origin of corsOrigins) if (!isHttpUrl(origin)) problems.push(`CORS_ORIGINS: "${origin}" is not an http(s) origin`);

  const storage = readStorageConfig(read, dataDir, problems);
  const payments = readPaymentsConfig(read, port, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port, host, dataDir, database, publicUrl, jwtSecret: jwtSecret ?? '', smtpUrl, mailFrom, contactEmail, logLevel, rateLimit,
    corsOrigins, storage, payments,
  };
}

/** STORAGE=local (default) or s3 with S3_BUCKET, S3_PUBLIC_URL and optionally S3_ENDPOINT, S3_REGION and both keys. */
function readStorageConfig(read: (name: string) => string | undefined, dataDir: string, problems: string[]): StorageConfig {
  const kind = (read('STORAGE') ?? 'local').toLowerCase();
  if (kind !== 'local' && kind !== 's3') problems.push(`STORAGE must be local or s3 (got "${kind}")`);
  if (kind !== 's3') return { kind: 'local', dir: join(dataDir, 'files') };
  const endpoint = read('S3_ENDPOINT') ?? null;
  if (endpoint !== null && !isHttpUrl(endpoint)) problems.push(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  const bucket = read('S3_BUCKET') ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, ".", "-") when STORAGE=s3 (got "${bucket}")`);
  const publicUrl = (read('S3_PUBLIC_URL') ?? '').replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`S3_PUBLIC_URL must be the http(s) URL where the bucket's files are public when STORAGE=s3 (got "${publicUrl}")`);
  const accessKeyId = read('S3_ACCESS_KEY_ID') ?? null;
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY') ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together');
  const region = read('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) problems.push(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  return { kind: 's3', endpoint: endpoint?.replace(/\/+$/, '') ?? null, bucket, region, accessKeyId, secretAccessKey, publicUrl };
}

/** The configured JWT secret, or the one kept in DATA_DIR/jwt-secret (created on first use). */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * For entry points: the config, or one clear message listing every problem and exit code 1.
 * `resolveSecret: false` for tools that sign no tokens (the seed), so they do not create DATA_DIR/jwt-secret.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env, options: { resolveSecret?: boolean } = {}): Config {
  try {
    const config = loadConfig(env);
    return options.resolveSecret === false ? config : { ...config, jwtSecret: resolveJwtSecret(config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
