import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, modalRequested, readTokens, sessionChanged } from '@bc/shared';
import { renderPage, apiError, mockApi, type ApiReply } from '@bc/shared/testing';
import { authResponse } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { ActivationView } from './activation-view';

let n = 0;
/** Every test uses its own hash: the model never spends the same link twice. */
const nextHash = () => `activation-hash-${String(++n).padStart(4, '0')}`;

function render(hash: string) {
  return renderPage(<ActivationView hash={hash} />, { url: `/en/activate/${hash}`, path: '/activate/:hash', messages: messages('en') });
}

beforeEach(() => sessionChanged(null));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('activation page', () => {
  it('shows a loader while activating', async () => {
    mockApi({ 'POST /api/user/activate': () => new Promise<ApiReply>(() => undefined) });
    await render(nextHash());
    expect(await screen.findByText('Activating your account…')).toBeTruthy();
  });

  it('activates once, signs the member in and offers the profile', async () => {
    const hash = nextHash();
    const answer = authResponse();
    const api = mockApi({ 'POST /api/user/activate': { body: answer } });
    await render(hash);

    expect(await screen.findByText('Your account is active')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].body).toEqual({ hash });
    expect(readTokens().accessToken).toBe(answer.accessToken);
    expect(screen.getByRole('link', { name: 'Open my profile' }).getAttribute('href')).toBe('/en/u/anna');
  });

  it.each([
    [409, 'This account is already active'],
    [410, 'The activation link has expired'],
    [404, 'This activation link is not valid'],
    [400, 'This activation link is not valid'],
  ])('explains a %i answer', async (status, title) => {
    mockApi({ 'POST /api/user/activate': apiError(status, 'nope') });
    await render(nextHash());
    expect(await screen.findByText(title)).toBeTruthy();
    expect(readTokens().accessToken).toBeUndefined();
  });

  it('lets the visitor get a new link from an expired one: registering again with the same email sends it', async () => {
    mockApi({ 'POST /api/user/activate': apiError(410, 'expired') });
    const requested: unknown[] = [];
    const watcher = modalRequested.watch((request) => requested.push(request));
    await render(nextHash());
    expect(await screen.findByText(/Register again with the same email address: we will send a new link/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get a new link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(requested).toEqual([
      { name: 'auth', props: { tab: 'register' } },
      { name: 'auth', props: { tab: 'recover' } },
    ]);
    watcher.unsubscribe();
  });

  it('retries after a server failure', async () => {
    let calls = 0;
    mockApi({
      'POST /api/user/activate': () => (++calls === 1 ? apiError(500, 'boom') : { body: authResponse() }),
    });
    await render(nextHash());

    expect(await screen.findByText('We could not activate your account')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your account is active')).toBeTruthy();
  });
});
