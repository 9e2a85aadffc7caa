import { inject } from 'vitest';
import type { Account } from './accounts';

/** A GET of the test API (as `token`'s member when given): its JSON answer, or an error naming the path and status. */
export async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A POST of JSON to the test API as `token`'s member: its JSON answer, or an error naming the path, status and body. */
export async function apiPost<T>(path: string, token: string, body: object): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An access token of a demo account, signed in through the API (no browser). */
export async function tokenOf(account: Account): Promise<string> {
  const response = await fetch(`${inject('apiUrl')}/api/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login ${account.email}: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
