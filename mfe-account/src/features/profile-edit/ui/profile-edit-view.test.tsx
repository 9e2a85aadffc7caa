import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, readTokens, saveTokens, sessionChanged } from '@bc/shared';
import { apiError, renderPage, mockApi } from '@bc/shared/testing';
import type { EditableProfile } from '@bc/shared/contracts';
import { currentUser } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { ProfileEditView } from './profile-edit-view';

const editable = (): EditableProfile => {
  const { isBaned: _b, isModerator: _m, isPremium: _p, premiumUntil: _u, createdAt: _c, ...rest } = currentUser();
  return rest;
};

beforeEach(() => sessionChanged(currentUser()));
afterEach(() => {
  sessionChanged(null);
  vi.unstubAllGlobals();
});

describe('profile edit page', () => {
  it("edits the signed-in member's own profile at /u/edit", async () => {
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update': (request) => ({ body: currentUser(request.body as object) }),
    });
    await renderPage(<ProfileEditView />, { url: '/en/u/edit', messages: messages('en') });

    const city = (await screen.findByLabelText('City')) as HTMLInputElement;
    expect(city.value).toBe('Riga');
    expect(screen.getByTestId('nickname-form')).toBeTruthy();
    expect(screen.getByTestId('delete-section')).toBeTruthy();

    fireEvent.change(city, { target: { value: '  Jūrmala ' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.submit(screen.getByTestId('profile-form'));
    expect(await screen.findByText('Enter a valid web address')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'collies.lv' } });
    fireEvent.submit(screen.getByTestId('profile-form'));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1].body).toMatchObject({
      city: 'Jūrmala',
      contacts: { phone: '+371 21 234 567', website: 'collies.lv' },
      locale: 'en',
    });
    expect(api.calls[1].body).not.toHaveProperty('userId');
  });

  it('changes the password only with the current one; a wrong one is said on its field in the page\'s language', async () => {
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update-password': apiError(400, 'body/currentPassword is wrong', { field: 'currentPassword', code: 'wrong_password' }),
    });
    await renderPage(<ProfileEditView />, { url: '/ru/u/edit', messages: messages('ru') });
    const form = await screen.findByTestId('password-form');
    fireEvent.change(within(form).getByLabelText(/^Новый пароль/, { selector: 'input' }), { target: { value: 'Brand-new-pass-1' } });
    fireEvent.change(within(form).getByLabelText(/^Повторите пароль/, { selector: 'input' }), { target: { value: 'Brand-new-pass-1' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Введите пароль')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    fireEvent.change(within(form).getByLabelText(/^Ваш текущий пароль/, { selector: 'input' }), { target: { value: 'Not-my-password' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Неверный пароль')).toBeTruthy();
    expect(api.calls[1].body).toEqual({ password: 'Brand-new-pass-1', currentPassword: 'Not-my-password', id: 7 });
  });

  it("tells a member they cannot edit someone else's profile, without asking the API", async () => {
    const api = mockApi({});
    await renderPage(<ProfileEditView nickname="bob" />, { url: '/en/u/edit/bob', path: '/u/edit/:nickname', messages: messages('en') });
    expect(await screen.findByTestId('edit-forbidden')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("lets a moderator edit a member's profile, nickname (after confirming) and account", async () => {
    sessionChanged(currentUser({ id: 1, nickname: 'moder', isModerator: true }));
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/update-nickname': (request) => ({ body: currentUser({ nickname: (request.body as { nickname: string }).nickname }) }),
    });
    await renderPage(<ProfileEditView nickname="anna" />, { url: '/en/u/edit/anna', path: '/u/edit/:nickname', messages: messages('en') });

    expect(await screen.findByTestId('profile-form')).toBeTruthy();
    expect(screen.getByTestId('password-form')).toBeTruthy();
    expect(screen.getByText("The nickname is the address of the member's profile; the old address stops working after a change.")).toBeTruthy();
    expect(within(screen.getByTestId('delete-section')).getByText(/The profile of @anna is removed/)).toBeTruthy();

    // The rename waits for the confirmation; cancelling sends nothing.
    fireEvent.change(screen.getByLabelText(/^Nickname/, { selector: 'input' }), { target: { value: 'anna_bc' } });
    fireEvent.submit(screen.getByTestId('nickname-form'));
    expect(await screen.findByText('Change the nickname of @anna?')).toBeTruthy();
    expect(screen.getByText("The member's profile moves to /u/anna_bc, and links to /u/anna stop working.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(1);
    fireEvent.submit(screen.getByTestId('nickname-form'));
    fireEvent.click(await screen.findByTestId('nickname-confirm-submit'));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1].body).toEqual({ nickname: 'anna_bc', userId: 7 });
    expect($session.getState()?.nickname).toBe('moder');
  });

  it("a moderator deletes a member's account after confirming with their own password, staying signed in", async () => {
    sessionChanged(currentUser({ id: 1, nickname: 'moder', isModerator: true }));
    saveTokens({ accessToken: 'moder-token' });
    const routerLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnLog = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/delete': { body: { ok: true } },
    });
    await renderPage(<ProfileEditView nickname="anna" />, { url: '/en/u/edit/anna', path: '/u/edit/:nickname', messages: messages('en') });

    fireEvent.click(await screen.findByTestId('delete-open'));
    expect(await screen.findByText('Delete the account of @anna?')).toBeTruthy();
    expect(screen.getByText(/Enter your own password to confirm/)).toBeTruthy();
    fireEvent.submit(screen.getByTestId('delete-form'));
    expect(await screen.findByText('Enter the password')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/^Your password/, { selector: 'input' }), { target: { value: 'moder-password' } });
    fireEvent.submit(screen.getByTestId('delete-form'));

    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1].body).toEqual({ password: 'moder-password', userId: 7 });
    await waitFor(() => expect(screen.queryByTestId('profile-edit')).toBeNull());
    expect($session.getState()?.nickname).toBe('moder');
    expect(readTokens().accessToken).toBe('moder-token');
    routerLog.mockRestore();
    warnLog.mockRestore();
  });

  it('deletes the own account after the password and leaves the page signed out', async () => {
    saveTokens({ accessToken: 'a-token' });
    // The test router has no home page: it logs its 404 on the way there.
    const routerLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnLog = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = mockApi({
      'GET /api/user/nickname/anna/edit': { body: editable() },
      'POST /api/user/delete': { body: { ok: true } },
    });
    await renderPage(<ProfileEditView />, { url: '/en/u/edit', messages: messages('en') });

    fireEvent.click(await screen.findByTestId('delete-open'));
    fireEvent.change(await screen.findByLabelText(/^Your password/, { selector: 'input' }), { target: { value: 'my-password' } });
    fireEvent.submit(screen.getByTestId('delete-form'));

    await waitFor(() => expect($session.getState()).toBeNull());
    expect(api.calls[1].body).toEqual({ password: 'my-password' });
    expect(readTokens().accessToken).toBeUndefined();
    // Navigated away (the test router knows no home page, so it shows its 404).
    await waitFor(() => expect(screen.queryByTestId('profile-edit')).toBeNull());
    // (the route change and the router's 404 render in separate commits: wait for the latter too)
    await waitFor(() => expect(document.body.textContent).toContain('404'));
    expect(screen.queryByTestId('edit-forbidden')).toBeNull();
    routerLog.mockRestore();
    warnLog.mockRestore();
  });
});
