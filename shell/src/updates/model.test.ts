import { describe, expect, it } from 'vitest';
import { changedBuilds } from './model';

describe('build check', () => {
  it('lists the shell and the loaded remotes whose build id changed', () => {
    const loaded = new Map([
      ['mfe_pets', 'p1'],
      ['mfe_account', 'a1'],
    ]);
    expect(changedBuilds({ shell: 's1', remotes: { mfe_pets: 'p1', mfe_account: 'a1' } }, 's1', loaded)).toEqual([]);
    expect(changedBuilds({ shell: 's2', remotes: { mfe_pets: 'p2', mfe_account: 'a1', mfe_moderation: 'm9' } }, 's1', loaded)).toEqual([
      { app: 'shell', loaded: 's1', latest: 's2' },
      { app: 'mfe_pets', loaded: 'p1', latest: 'p2' },
    ]);
  });

  it('ignores apps the manifest does not know', () => {
    expect(changedBuilds({}, 's1', new Map([['mfe_pets', 'p1']]))).toEqual([]);
  });
});
