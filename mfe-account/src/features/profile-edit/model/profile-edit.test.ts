import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, clearTokens, readTokens, saveTokens, toastRequested, type ToastRequest } from '@bc/shared';
import { imageSizes, type AddedImage, type EditableProfile } from '@bc/shared/contracts';
import { apiError, mockApi } from '@bc/shared/testing';
import { currentUser } from '../../../testing/fixtures';
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
    await allSettled(passwordSubmitted, { scope, params: { password: 'New-password-1', currentPassword: 'Moderators-own-1' } });

    expect(api.calls[1].body).toEqual({ ...changes, userId: 7 });
    expect(api.calls[2].body).toEqual({ password: 'New-password-1', currentPassword: 'Moderators-own-1', id: 7 });
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

  it('uploads a cropped avatar (multipart file, kind avatar) and stores its URL in the profile', async () => {
    const url = '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/480.webp';
    const image: AddedImage = {
      id: null, uploadId: 'A'.repeat(22), petId: null, url, sizes: imageSizes(url), width: 480, height: 480, position: null, isMain: false,
    };
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/images/add': { body: image },
      'POST /api/user/update': (request) => ({ body: currentUser(request.body as object) }),
    });
    const scope = fork({ values: [[$session, currentUser()]] });
    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(avatarCropped, { scope, params: new Blob(['x'], { type: 'image/webp' }) });

    const form = api.calls[1].body as FormData;
    expect(api.calls[1]).toMatchObject({ method: 'POST', path: '/api/images/add' });
    expect(form.get('kind')).toBe('avatar');
    expect((form.get('file') as File).name).toBe('avatar.webp');
    expect(api.calls[2].body).toEqual({ avatar: url });
    expect(scope.getState($session)?.avatar).toBe(url);
  });

  it('a failed upload shows the server error and saves nothing', async () => {
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/images/add': apiError(400, 'The file is not an image', { field: 'file' }),
    });
    const toasts: ToastRequest[] = [];
    const watcher = toastRequested.watch((toast) => toasts.push(toast));
    const scope = fork({ values: [[$session, currentUser()]] });
    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(avatarCropped, { scope, params: new Blob(['x'], { type: 'image/png' }) });
    expect(api.calls).toHaveLength(2);
    expect(toasts).toHaveLength(1);
    expect(toasts[0].type).toBe('error');
    watcher.unsubscribe();
  });

  it("a moderator renames a member: userId is sent, the session stays the moderator's, the page follows the rename", async () => {
    const moderator = currentUser({ id: 1, nickname: 'moder', isModerator: true });
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update-nickname': (request) => ({ body: currentUser({ nickname: (request.body as { nickname: string }).nickname }) }),
    });
    const scope = fork({ values: [[$session, moderator]] });
    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(nicknameSubmitted, { scope, params: 'anna_2' });

    expect(api.calls[1].body).toEqual({ nickname: 'anna_2', userId: 7 });
    expect(scope.getState($session)).toEqual(moderator);
    expect(scope.getState($editable)?.nickname).toBe('anna_2');
    expect(scope.getState($renamedTo)).toBe('anna_2');
  });

  it("a moderator deletes a member's account with their own password and stays signed in", async () => {
    saveTokens({ accessToken: 'moder-token' });
    const moderator = currentUser({ id: 1, nickname: 'moder', isModerator: true });
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/delete': { body: { ok: true } },
    });
    const toasts: ToastRequest[] = [];
    const watcher = toastRequested.watch((toast) => toasts.push(toast));
    const scope = fork({ values: [[$session, moderator]] });
    await allSettled(editPageOpened, { scope, params: 'anna' });
    await allSettled(deletionConfirmed, { scope, params: 'moder-password' });

    expect(api.calls[1].body).toEqual({ password: 'moder-password', userId: 7 });
    expect(readTokens().accessToken).toBe('moder-token');
    expect(scope.getState($session)).toEqual(moderator);
    expect(scope.getState($deleted)).toBe(true);
    expect(toasts).toHaveLength(1);
    watcher.unsubscribe();
  });

  it('deletes the account: clears the tokens and the session', async () => {
    saveTokens({ accessToken: 'a-token' });
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
    saveTokens({ accessToken: 'a-token' });
    mockApi({ 'POST /api/user/delete': apiError(400, 'Wrong password', { field: 'password' }) });
    const scope = fork({ values: [[$session, currentUser()]] });

    await allSettled(deletionConfirmed, { scope, params: 'nope' });

    expect(scope.getState($deleteError)?.field).toBe('password');
    expect(scope.getState($session)).not.toBeNull();
    expect(readTokens().accessToken).toBe('a-token');
  });
});
