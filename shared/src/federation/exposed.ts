import type { ComponentType } from 'react';

/** Props of mfe-pedigree's `./test-mating`: the hypothetical litter of a sire and a dam. */
export interface TestMatingProps {
  sireId: number;
  damId: number;
}

/**
 * Components a remote exposes for other remotes to render, by federation id (`<remote>/<module>`). The provider's
 * default export is declared with this type and the consumer loads it through `exposedComponent`, so both sides
 * check the same props.
 */
export interface ExposedComponents {
  'mfe_pedigree/test-mating': ComponentType<TestMatingProps>;
}

export type ExposedId = keyof ExposedComponents;

/** The component in what `loadRemote(id)` answered (the module, or its default export); throws when there is none. */
export function exposedComponent<I extends ExposedId>(id: I, exported: unknown): ExposedComponents[I] {
  const candidate = exported && typeof exported === 'object' && 'default' in exported ? exported.default : exported;
  // A function component, or what memo() and forwardRef() make (an object React knows by its $$typeof).
  const isComponent = typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate);
  if (!isComponent) throw new Error(`${id} exports no component`);
  return candidate as ExposedComponents[I];
}
