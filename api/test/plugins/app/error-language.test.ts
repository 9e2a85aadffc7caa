import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizeError } from '../../../src/messages';
import { accountsMessages } from '../../../src/messages/catalog/accounts';
import { commonMessages } from '../../../src/messages/catalog/common';
import { statusMessages } from '../../../src/messages/catalog/status';
import { build } from '../../helpers/build';
import { createUser, type TestUser } from '../../helpers/users';

/**
 * Refusals come back in the language the request asks for (the site's client sends the page's locale as
 * Accept-Language), so no English reaches a Russian page (polish issue, point 1); the field stays in `data.field`.
 */
let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await build();
  user = await createUser(app);
});
afterAll(async () => app?.close());

const login = (password: string, language?: string) =>
  app.inject({
    method: 'POST', url: '/api/user/login', payload: { email: user.user.email, password },
    headers: language ? { 'accept-language': language } : {},
  });

describe('refusals in the request\'s language', () => {
  it('a wrong password, in each language; English without the header', async () => {
    const wrong = accountsMessages['Wrong email or password'];
    expect((await login('wrong password', 'ru-RU,ru;q=0.9')).json().message).toBe(wrong.ru);
    expect((await login('wrong password', 'de')).json().message).toBe(wrong.de);
    expect((await login('wrong password', 'zh-CN')).json().message).toBe(wrong.cn);
    const english = await login('wrong password');
    expect(english.json()).toMatchObject({ statusCode: 401, message: 'Wrong email or password', data: { code: 'invalid_credentials' } });
    expect((await login('wrong password', 'ru')).json().data).toEqual({ code: 'invalid_credentials' });
  });

  it('a registration with an email already registered', async () => {
    const response = await app.inject({
      method: 'POST', url: '/api/user/registration', headers: { 'accept-language': 'pl' },
      payload: { email: user.user.email, password: 'a long enough password', nickname: 'someone-new', locale: 'pl' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: accountsMessages['This email is already registered'].pl, data: { field: 'email' } });
  });

  it('a validation error names the field and says what is wrong in the language asked', async () => {
    const response = await app.inject({
      method: 'POST', url: '/api/user/login', headers: { 'accept-language': 'cs' }, payload: { email: 'not an email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.field).toBeTruthy();
    expect(body.message).not.toMatch(/\bmust\b/);
    expect(body.message).toContain('body/');
  });

  it('an unknown route in Latvian', async () => {
    const response = await app.inject({ url: '/api/no-such-route', headers: { 'accept-language': 'lv' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(commonMessages['Route {0} {1} not found'].lv.replace('{0}', 'GET').replace('{1}', '/api/no-such-route'));
  });
});

describe('localizeError', () => {
  it('says what the status means when a message has no translation, keeping the English in data.detail', () => {
    const body = localizeError({ statusCode: 409, message: 'Something new and untranslated', data: { field: 'x' } }, 'ru');
    expect(body).toEqual({ statusCode: 409, message: statusMessages['409'].ru, data: { field: 'x', detail: 'Something new and untranslated' } });
    expect(localizeError({ statusCode: 418, message: 'Teapot' }, 'de')).toEqual({ statusCode: 418, message: statusMessages['4xx'].de, data: { detail: 'Teapot' } });
  });

  it('leaves a ban (already in the member\'s language) and English answers as they are', () => {
    const ban = { statusCode: 403, message: 'Vous êtes banni', data: { code: 'banned' } };
    expect(localizeError(ban, 'ru')).toBe(ban);
    const english = { statusCode: 404, message: 'Pet not found' };
    expect(localizeError(english, 'en')).toBe(english);
  });
});
