import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, clearTokens, readTokens, saveTokens, toastRequested } from '@bc/shared';
import type { EditableProfile } from '@bc/shared/contracts';
import { currentUser } from '../../../testing/fixtures';
import { apiError, mockApi } from '../../../testing/mock-api';
import { $deleted, $deleteError, deletionConfirmed } from './delete';
import { $editable, $editStatus, editPageOpened } from './editor';
import { nicknameSubmitted, $renamedTo } from './nickname';
import { passwordSubmitted } from './password';
import { profileSubmitted, $profileError } from './profile-form';
import { avatarCropped } from './avatar';

const editable = (overrides: Partial<EditableProfile> = {}): EditableProfile => {
  const { isBaned: _b, isModerator: _m, isPremium: _p, premiumUntil: _u, createdAt: _c, ...rest } = currentUser();
  return { ...rest, ...overrides };
};

const changes = {
  displayName: 'Anna P.',
  country: 'LV',
  city: null,
  kennelName: 'Northern Lights',
  kennelPrefix: null,
  contacts: { phone: '+371 1' },
  about: null,
  locale: 'en' as const,
};

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('profile edit model', () => {
  it('loads the editable profile and saves the own profile without userId, updating the session', async () => {
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update': (request) => ({ body: currentUser(request.body as object) }),
    });
    const scope = fork({ values: [[$session, currentUser()]] });

    await allSettled(editPageOpened, { scope, params: 'anna' });
    expect(scope.getState($editStatus)).toBe('ready');

    await allSettled(profileSubmitted, { scope, params: changes });
    expect(api.calls[1]).toMatchObject({ method: 'POST', path: '/api/user/update', body: changes });
    expect(scope.getState($session)?.displayName).toBe('Anna P.');
    expect(scope.getState($editable)?.displayName).toBe('Anna P.');
  });

  it("passes userId when a moderator saves someone else's profile, and leaves the session alone", async () => {
    const moderator = currentUser({ id: 1, nickname: 'moder', isModerator: true });
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update': () => ({ body: currentUser({ displayName: 'Anna P.' }) }),
      'POST /api/user/update-password': { body: { ok: true } },
    });
    const scope = fork({ values: [[$session, moderator]] });

    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(profileSubmitted, { scope, params: changes });
    await allSettled(passwordSubmitted, { scope, params: 'New-password-1' });

    expect(api.calls[1].body).toEqual({ ...changes, userId: 7 });
    expect(api.calls[2].body).toEqual({ password: 'New-password-1', id: 7 });
    expect(scope.getState($session)).toEqual(moderator);
  });

  it('keeps a field error for the form', async () => {
    mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update': apiError(400, 'Too long', { field: 'city' }),
    });
    const scope = fork({ values: [[$session, currentUser()]] });
    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(profileSubmitted, { scope, params: changes });
    expect(scope.getState($profileError)?.field).toBe('city');
  });

  it('renames the signed-in member and updates the session', async () => {
    mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update-nickname': (request) => ({ body: currentUser(request.body as object) }),
    });
    const scope = fork({ values: [[$session, currentUser()]] });
    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(nicknameSubmitted, { scope, params: ' anna_bc ' });

    expect(scope.getState($session)?.nickname).toBe('anna_bc');
    expect(scope.getState($editable)?.nickname).toBe('anna_bc');
    expect(scope.getState($renamedTo)).toBe('anna_bc');
  });

  it('uploads a cropped avatar and stores its URL in the profile', async () => {
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/images/add': { body: { url: '/images/avatar-7.webp' } },
      'POST /api/user/update': (request) => ({ body: currentUser(request.body as object) }),
    });
    const scope = fork({ values: [[$session, currentUser()]] });
    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(avatarCropped, { scope, params: new Blob(['x'], { type: 'image/webp' }) });

    expect(api.calls[1].body).toBeInstanceOf(FormData);
    expect(api.calls[2].body).toEqual({ avatar: '/images/avatar-7.webp' });
    expect(scope.getState($session)?.avatar).toBe('/images/avatar-7.webp');
  });

  it('deletes the account: clears the tokens and the session', async () => {
    saveTokens({ accessToken: 'a-token', refreshToken: 'r-token' });
    const api = mockApi({ 'POST /api/user/delete': { body: { ok: true } } });
    const toasts: unknown[] = [];
    const watcher = toastRequested.watch((toast) => toasts.push(toast));
    const scope = fork({ values: [[$session, currentUser()]] });

    await allSettled(deletionConfirmed, { scope, params: 'my-password' });

    expect(api.calls[0].body).toEqual({ password: 'my-password' });
    expect(readTokens().accessToken).toBeUndefined();
    expect(scope.getState($session)).toBeNull();
    expect(scope.getState($deleted)).toBe(true);
    expect(toasts).toHaveLength(1);
    watcher.unsubscribe();
  });

  it('keeps the session when the password is wrong', async () => {
    saveTokens({ accessToken: 'a-token', refreshToken: 'r-token' });
    mockApi({ 'POST /api/user/delete': apiError(400, 'Wrong password', { field: 'password' }) });
    const scope = fork({ values: [[$session, currentUser()]] });

    await allSettled(deletionConfirmed, { scope, params: 'nope' });

    expect(scope.getState($deleteError)?.field).toBe('password');
    expect(scope.getState($session)).not.toBeNull();
    expect(readTokens().accessToken).toBe('a-token');
  });
});
