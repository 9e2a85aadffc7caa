import { COOKIES, readCookie, writeCookie } from '@bc/shared';

/** The agreement modal shows until accepted (cookie `agree`, 365 days). */
export function hasAccepted(): boolean {
  return readCookie(COOKIES.agree) === '1';
}

export function acceptAgreement(): void {
  writeCookie(COOKIES.agree, '1');
}
