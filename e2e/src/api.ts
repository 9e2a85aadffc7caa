import { inject } from 'vitest';

/** A GET of the test API (as `token`'s member when given): its JSON answer, or an error naming the path and status. */
export async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
