import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestOrigin } from './serve-shell';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('the origin of drawn pages', () => {
  it('is the visitor’s host, https behind a proxy that says so', () => {
    expect(requestOrigin(request({ host: 'bc.example:3000' }))).toBe('http://bc.example:3000');
    expect(requestOrigin(request({ host: 'bc.example', 'x-forwarded-proto': 'https, http' }))).toBe('https://bc.example');
  });

  it('ignores a malformed Host header', () => {
    expect(requestOrigin(request({ host: 'evil.example/"><script>' }))).toBe('http://localhost');
    expect(requestOrigin(request({}))).toBe('http://localhost');
  });
});
