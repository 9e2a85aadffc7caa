import { describe, expect, it } from 'vitest';
import { ApiError } from '@bc/shared';
import { contactHref, filledContacts } from './contacts';
import { failedField, formatWait } from './failure';
import { parseRetryAfter } from './rate-limit';
import { check, email, nickname, optionalUrl, password, passwordStrength, safeUrl } from './validation';

describe('validation rules', () => {
  it('checks emails, passwords and nicknames', () => {
    expect(check('', email)).toBe('emailRequired');
    expect(check('a@b', email)).toBe('emailInvalid');
    expect(check('a@b.lv', email)).toBeNull();
    expect(check('1234567', password)).toBe('passwordTooShort');
    expect(check('12345678', password)).toBeNull();
    expect(check('ab', nickname)).toBe('nicknameFormat');
    expect(check('_anna', nickname)).toBe('nicknameFormat');
    expect(check('Edit', nickname)).toBe('nicknameReserved');
    expect(check('anna-bc_1', nickname)).toBeNull();
  });

  it('rates password strength', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(2);
    expect(passwordStrength('Abcdefg1')).toBe(3);
    expect(passwordStrength('Abcdefgh123!')).toBe(4);
  });

  it('accepts only http(s) addresses', () => {
    expect(safeUrl('example.com')).toBe('https://example.com/');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(optionalUrl('')).toBeNull();
    expect(optionalUrl('ftp://x.org')).toBe('urlInvalid');
  });
});

describe('contacts', () => {
  it('links contacts safely', () => {
    expect(contactHref('phone', '+371 21 234-567')).toBe('tel:+37121234567');
    expect(contactHref('email', 'a@b.lv')).toBe('mailto:a@b.lv');
    expect(contactHref('telegram', '@anna_bc')).toBe('https://t.me/anna_bc');
    expect(contactHref('instagram', 'https://instagram.com/anna')).toBe('https://instagram.com/anna');
    expect(contactHref('whatsapp', '+371 21 234 567')).toBe('https://wa.me/37121234567');
    expect(contactHref('website', 'javascript:alert(1)')).toBeNull();
    expect(contactHref('viber', '+371 21 234 567')).toBeNull();
  });

  it('lists filled contacts in display order', () => {
    expect(filledContacts({ website: 'x.lv', phone: ' 1 ', vk: '' })).toEqual([
      { kind: 'phone', value: '1' },
      { kind: 'website', value: 'x.lv' },
    ]);
  });
});

describe('failures', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(parseRetryAfter('90')).toBe(90);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('words the wait in the page language', () => {
    expect(formatWait(30, 'en')).toBe('in 30 seconds');
    expect(formatWait(120, 'ru')).toBe('через 2 минуты');
    expect(formatWait(7200, 'de')).toBe('in 2 Stunden');
  });

  it('finds the named field, nested or not', () => {
    const error = (field: string, statusCode = 400) => new ApiError({ message: 'x', statusCode, data: { field } });
    expect(failedField(error('nickname'), ['email', 'nickname'])).toBe('nickname');
    expect(failedField(error('contacts.phone'), ['phone'])).toBe('phone');
    expect(failedField(error('/contacts/phone'), ['phone'])).toBe('phone');
    expect(failedField(error('other'), ['phone'])).toBeUndefined();
    expect(failedField(error('phone', 500), ['phone'])).toBeUndefined();
  });
});
