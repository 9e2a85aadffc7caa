import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, clearTokens, readTokens } from '@bc/shared';
import { apiError, mockApi } from '@bc/shared/testing';
import { authResponse } from '../../../testing/fixtures';
import { $loggedIn, $loginError, loginSubmitted } from './login';

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('login model', () => {
  it('posts email and password, stores the token pair and starts the session', async () => {
    const answer = authResponse();
    const api = mockApi({ 'POST /api/user/login': { body: answer } });
    const scope = fork();

    await allSettled(loginSubmitted, { scope, params: { email: ' anna@example.com ', password: 'secret-password' } });

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toEqual({ email: 'anna@example.com', password: 'secret-password' });
    expect(readTokens()).toEqual({ accessToken: answer.accessToken });
    expect(scope.getState($session)).toEqual(answer.user);
    expect(scope.getState($loggedIn)).toBe(true);
    expect(scope.getState($loginError)).toBeNull();
  });

  it('keeps the API error and stores nothing on a failure', async () => {
    mockApi({ 'POST /api/user/login': apiError(401, 'Wrong email or password') });
    const scope = fork();

    await allSettled(loginSubmitted, { scope, params: { email: 'anna@example.com', password: 'nope' } });

    expect(scope.getState($loginError)).toMatchObject({ statusCode: 401, message: 'Wrong email or password' });
    expect(scope.getState($session)).toBeNull();
    expect(scope.getState($loggedIn)).toBe(false);
    expect(readTokens().accessToken).toBeUndefined();
  });

  it('carries Retry-After of a 429 answer', async () => {
    mockApi({ 'POST /api/user/login': apiError(429, 'Rate limit exceeded', undefined, { 'retry-after': '120' }) });
    const scope = fork();

    await allSettled(loginSubmitted, { scope, params: { email: 'anna@example.com', password: 'x' } });

    expect(scope.getState($loginError)).toMatchObject({ statusCode: 429, data: { retryAfter: 120 } });
  });
});
