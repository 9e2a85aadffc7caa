import { describe, expect, it } from 'vitest';
import { authNotice, authNoticeOf } from '../../../src/plugins/app/auth';

describe('the auth notices between API instances', () => {
  it('tell who wrote, and which members when members were written', () => {
    expect(authNoticeOf(authNotice('instance-a'))).toEqual({ from: 'instance-a' });
    expect(authNoticeOf(authNotice('instance-a', [3, 14]))).toEqual({ from: 'instance-a', users: [3, 14] });
    expect(authNoticeOf(authNotice('instance-a', []))).toEqual({ from: 'instance-a', users: [] });
  });

  it('name at most 500 members (a notice stays under NOTIFY\'s 8,000 bytes); more, or ids not understood, mean any member', () => {
    const many = Array.from({ length: 501 }, (_, i) => 1_000_000 + i);
    expect(authNotice('a', many)).toBe('a users *');
    expect(authNotice('a', many.slice(0, 500)).length).toBeLessThan(8000);
    expect(authNoticeOf('a users *')).toEqual({ from: 'a', users: null });
    expect(authNoticeOf('a users 1,x')).toEqual({ from: 'a', users: null });
    expect(authNoticeOf(undefined)).toEqual({ from: '' });
  });
});
