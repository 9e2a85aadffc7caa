import { afterEach, describe, expect, it } from 'vitest';
import { getRoute, sessionChanged } from '@bc/shared';
import { $redirectAfterLogin, redirectAfterLoginSet } from '../session/model';
import { member, setBanCookie } from '../testing/fixtures';
import { checkAccess, checkBan, isSitePath, validateParams } from './guards';

/** What a guard threw (a redirect or an error response), or null when it let the page through. */
function thrown(guard: () => void): Response | null {
  try {
    guard();
    return null;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const url = (path: string) => new URL(`http://localhost${path}`);

afterEach(() => {
  sessionChanged(null);
  redirectAfterLoginSet(null);
  setBanCookie(false);
});

describe('route guards', () => {
  it('sends a visitor on a sign-in-required route home with the login modal, and remembers the route', () => {
    const answer = thrown(() => checkAccess(getRoute('u-pets'), 'en', url('/en/u/pets')));
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/en?login=1&redirect=%2Fen%2Fu%2Fpets');
    expect($redirectAfterLogin.getState()).toBe('/en/u/pets');

    const ru = thrown(() => checkAccess(getRoute('moder-users'), 'ru', url('/moder/users?page=2')));
    expect(ru?.headers.get('Location')).toBe('/?login=1&redirect=%2Fmoder%2Fusers%3Fpage%3D2');
  });

  it('lets a visitor through on public routes and a member on sign-in-required ones', () => {
    expect(thrown(() => checkAccess(getRoute('pets'), 'en', url('/en/pets')))).toBeNull();
    sessionChanged(member());
    expect(thrown(() => checkAccess(getRoute('u-pets'), 'en', url('/en/u/pets')))).toBeNull();
  });

  it('shows the 403 page to a member without isModerator on moderation routes, and lets a moderator in', () => {
    sessionChanged(member());
    for (const name of ['moder', 'moder-users'] as const) {
      expect(thrown(() => checkAccess(getRoute(name), 'en', url(`/en/${name}`)))?.status).toBe(403);
    }
    sessionChanged(member({ isModerator: true }));
    expect(thrown(() => checkAccess(getRoute('moder-users'), 'en', url('/en/moder/users')))).toBeNull();
  });

  it('shows the 403 page to a banned member and to a visitor with the bc-baned cookie', () => {
    expect(thrown(() => checkBan(url('/en/u/pets')))).toBeNull();
    sessionChanged(member({ isBaned: true }));
    expect(thrown(() => checkBan(url('/en/u/pets')))?.status).toBe(403);
    sessionChanged(null);
    setBanCookie(true);
    expect(thrown(() => checkBan(url('/pets')))?.status).toBe(403);
  });

  it('shows the 404 page for parameters that fail their format', () => {
    expect(thrown(() => validateParams(getRoute('pets-id'), { id: 'abc' }, url('/pets/abc')))?.status).toBe(404);
    expect(thrown(() => validateParams(getRoute('pets-id'), { id: '0' }, url('/pets/0')))?.status).toBe(404);
    expect(thrown(() => validateParams(getRoute('pets-id'), { id: '12' }, url('/pets/12')))).toBeNull();
  });

  it('continues after login only to a path of this site', () => {
    expect(isSitePath('/en/u/pets?tab=2')).toBe(true);
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) expect(isSitePath(value), value).toBe(false);
  });
});
