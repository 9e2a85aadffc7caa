import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { exposedComponent } from './exposed';

describe('a component another remote exposes', () => {
  it('is the default export of the module, or the module itself', () => {
    const Component = () => null;
    expect(exposedComponent('mfe_pedigree/test-mating', { default: Component })).toBe(Component);
    expect(exposedComponent('mfe_pedigree/test-mating', Component)).toBe(Component);
    const Memo = memo(Component);
    expect(exposedComponent('mfe_pedigree/test-mating', { default: Memo })).toBe(Memo);
  });

  it('is refused when the module has none', () => {
    for (const exported of [null, undefined, {}, { default: null }, { default: 'text' }]) {
      expect(() => exposedComponent('mfe_pedigree/test-mating', exported)).toThrow('mfe_pedigree/test-mating exports no component');
    }
  });
});
