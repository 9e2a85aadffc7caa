import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, loadConfigOrExit, REPO_ROOT, resolveJwtSecret } from '../../src/config/env';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3100, host: '127.0.0.1', dataDir: join(REPO_ROOT, 'data'), publicUrl: 'http://localhost:3000', rateLimit: true,
      database: { kind: 'pglite', dataDir: join(REPO_ROOT, 'data', 'pglite') }, smtpUrl: null, logLevel: 'info',
    });
    expect(config.corsOrigins).toEqual(Array.from({ length: 7 }, (_, i) => `http://localhost:${3000 + i}`));
  });

  it('reads PostgreSQL and in-memory databases and trims the public URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@127.0.0.1:5432/db' }).database).toEqual({ kind: 'postgres', url: 'postgresql://u:p@127.0.0.1:5432/db' });
    expect(loadConfig({ DATABASE_URL: ':memory:' }).database).toEqual({ kind: 'pglite', dataDir: null });
    expect(loadConfig({ PUBLIC_URL: 'https://bc.example/' }).publicUrl).toBe('https://bc.example');
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBe(false);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud', RATE_LIMIT: 'maybe', PUBLIC_URL: 'ftp://x', SMTP_URL: 'http://x', CORS_ORIGINS: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(8);
    expect((error as ConfigError).message).toContain('JWT_SECRET must be at least 32 characters long');
  });

  it('loadConfigOrExit prints one message and exits with 1', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit');
    }) as never);
    const print = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => loadConfigOrExit({ PORT: '0', LOG_LEVEL: 'x' })).toThrow('exit');
    expect(exit).toHaveBeenCalledWith(1);
    expect(print).toHaveBeenCalledTimes(1);
    expect(String(print.mock.calls[0][0])).toMatch(/PORT[\s\S]*LOG_LEVEL/);
    exit.mockRestore();
    print.mockRestore();
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it in DATA_DIR/jwt-secret and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bc-env-'));
    const first = resolveJwtSecret({ jwtSecret: '', dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret({ jwtSecret: '', dataDir })).toBe(first);
    expect(resolveJwtSecret({ jwtSecret: 'y'.repeat(32), dataDir })).toBe('y'.repeat(32));
    rmSync(dataDir, { recursive: true, force: true });
  });
});
