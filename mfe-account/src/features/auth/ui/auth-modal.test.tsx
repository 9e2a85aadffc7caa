import { MantineProvider } from '@bc/shared/mantine';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, readTokens, sessionChanged, theme, type Locale } from '@bc/shared';
import { renderPage, apiError, mockApi } from '@bc/shared/testing';
import { authResponse } from '../../../testing/fixtures';
import { messages } from '../../../testing/messages';
import { AuthModal } from './auth-modal';

function open(props: Record<string, unknown>, locale: Locale = 'en') {
  const close = vi.fn();
  const url = locale === 'ru' ? '/' : `/${locale}`;
  return renderPage(<AuthModal close={close} props={props} />, { url, messages: messages(locale) }).then(() => close);
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

beforeEach(() => sessionChanged(null));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('auth modal', () => {
  it("renders every tab outside a router, as the shell's modal stack does", async () => {
    await open({ tab: 'login' });
    const { getAllByRole } = render(
      <MantineProvider theme={theme}>
        <AuthModal close={vi.fn()} props={{ tab: 'register' }} />
      </MantineProvider>,
    );
    const rules = getAllByRole('link', { name: 'site rules' }).at(-1);
    expect(rules?.getAttribute('href')).toBe('/en/rules');
    expect(rules?.getAttribute('target')).toBe('_blank');
  });
});

describe('auth modal: login', () => {
  it('signs in: stores the tokens, starts the session and closes', async () => {
    const answer = authResponse();
    const api = mockApi({ 'POST /api/user/login': { body: answer } });
    const close = await open({ tab: 'login' });

    type(/^Email/, 'anna@example.com');
    type(/^Password/, 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/user/login', body: { email: 'anna@example.com', password: 'secret-password' } });
    expect(readTokens()).toEqual({ accessToken: answer.accessToken });
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockApi({ 'POST /api/user/login': apiError(401, 'Wrong email or password') });
    const close = await open({ tab: 'login' });

    type(/^Email/, 'anna@example.com');
    type(/^Password/, 'wrong-password');
    fireEvent.submit(screen.getByTestId('login-form'));

    expect((await screen.findByRole('alert')).textContent).toContain('Wrong email or password');
    expect(close).not.toHaveBeenCalled();
    expect(readTokens().accessToken).toBeUndefined();
  });

  it('says "too many attempts" with the wait from Retry-After', async () => {
    mockApi({ 'POST /api/user/login': apiError(429, 'Rate limit exceeded', undefined, { 'retry-after': '120' }) });
    await open({ tab: 'login' });

    type(/^Email/, 'anna@example.com');
    type(/^Password/, 'secret-password');
    fireEvent.submit(screen.getByTestId('login-form'));

    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Please try again in 2 minutes.');
  });

  it('checks the fields before calling the API', async () => {
    const api = mockApi({});
    await open({ tab: 'login' });

    fireEvent.submit(screen.getByTestId('login-form'));

    expect(await screen.findByText('Enter your email')).toBeTruthy();
    expect(screen.getByText('Enter the password')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });
});

describe('auth modal: register', () => {
  it('explains every invalid field in English and focuses the first', async () => {
    await open({ tab: 'register' });

    type(/^Email/, 'not-an-email');
    type(/^Password/, 'short');
    type(/^Nickname/, 'edit');
    fireEvent.submit(screen.getByTestId('register-form'));

    expect(await screen.findByText('This does not look like an email address')).toBeTruthy();
    expect(screen.getByText('The password needs at least 8 characters')).toBeTruthy();
    expect(screen.getByText('This word is reserved; please choose another nickname')).toBeTruthy();
    expect(screen.getByText('Please accept the site rules to continue')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
  });

  it('explains every invalid field in Russian', async () => {
    await open({ tab: 'register' }, 'ru');

    type(/^Никнейм/, '-bad');
    fireEvent.submit(screen.getByTestId('register-form'));

    expect(await screen.findByText('Введите email')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
    expect(screen.getByText('Используйте 3–30 латинских букв, цифр, _ или -, начиная с буквы или цифры')).toBeTruthy();
    expect(screen.getByText('Чтобы продолжить, примите правила сайта')).toBeTruthy();
  });

  it('registers with the page locale and asks to check the email', async () => {
    const api = mockApi({ 'POST /api/user/registration': { status: 201, body: { ok: true } } });
    await open({ tab: 'register' }, 'de');

    type(/^E-Mail/, 'anna@example.com');
    type(/^Passwort/, 'Long-enough-1');
    type(/^Nickname/, 'anna_bc');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.submit(screen.getByTestId('register-form'));

    expect(await screen.findByText('Bitte prüfen Sie Ihre E-Mails')).toBeTruthy();
    expect(screen.getByText(/anna@example\.com/)).toBeTruthy();
    expect(api.calls[0].body).toEqual({ email: 'anna@example.com', password: 'Long-enough-1', nickname: 'anna_bc', locale: 'de' });
  });

  it('shows a field-level server error on its field', async () => {
    mockApi({ 'POST /api/user/registration': apiError(409, 'This nickname is taken', { field: 'nickname' }) });
    await open({ tab: 'register' });

    type(/^Email/, 'anna@example.com');
    type(/^Password/, 'Long-enough-1');
    type(/^Nickname/, 'anna');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.submit(screen.getByTestId('register-form'));

    expect(await screen.findByText('This nickname is taken')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Nickname/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});

describe('auth modal: recover', () => {
  it.each([
    ['a known address', { body: { ok: true } }],
    ['an unknown address', apiError(404, 'No such user')],
  ])('shows the same neutral message for %s', async (_, reply) => {
    const api = mockApi({ 'POST /api/user/recover-by-email': reply });
    await open({ tab: 'recover' });

    type(/^Email/, 'someone@example.com');
    fireEvent.submit(screen.getByTestId('recover-form'));

    expect(await screen.findByText(/If an account is registered to this address/)).toBeTruthy();
    expect(api.calls[0].body).toEqual({ email: 'someone@example.com', locale: 'en' });
  });
});

describe('auth modal: reset', () => {
  it('sets the new password with the emailed token as id', async () => {
    const api = mockApi({ 'POST /api/user/update-password': { body: { ok: true } } });
    await open({ tab: 'reset', token: 'reset-token-1234567890' });

    type(/^New password/, 'Brand-new-pass1');
    type(/^Repeat the password/, 'Brand-new-pass1');
    fireEvent.submit(screen.getByTestId('reset-form'));

    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(api.calls[0].body).toEqual({ password: 'Brand-new-pass1', id: 'reset-token-1234567890' });
  });

  it('offers a new link when the token has expired', async () => {
    mockApi({ 'POST /api/user/update-password': apiError(410, 'The link has expired') });
    await open({ tab: 'reset', token: 'reset-token-1234567890' });

    type(/^New password/, 'Brand-new-pass1');
    type(/^Repeat the password/, 'Brand-new-pass1');
    fireEvent.submit(screen.getByTestId('reset-form'));

    expect(await screen.findByText('The link has expired')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByTestId('recover-form')).toBeTruthy();
  });
});
