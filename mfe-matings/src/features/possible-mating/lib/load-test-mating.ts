import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** What mfe-pedigree exposes as `./test-mating` (its default export). */
export interface TestMatingProps {
  sireId: number;
  damId: number;
}
export type TestMatingComponent = ComponentType<TestMatingProps>;

export const TEST_MATING_REMOTE = 'mfe_pedigree';
export const TEST_MATING_MODULE = `${TEST_MATING_REMOTE}/test-mating`;

/**
 * The federation instance that knows mfe-pedigree. In the composed site that is the shell's: it registers every
 * remote at start, while this remote's own instance has none. Running on its own, this remote registers
 * mfe-pedigree itself (see bootstrap.tsx).
 */
function owner() {
  return getInstance((instance) => instance.options.remotes.some((remote) => remote.name === TEST_MATING_REMOTE));
}

let loading: Promise<TestMatingComponent> | null = null;

/** Loads mfe-pedigree's test-mating view once; a failure is forgotten, so the next call tries its server again. */
export function loadTestMating(): Promise<TestMatingComponent> {
  loading ??= (async () => {
    const host = owner();
    type Exported = TestMatingComponent | { default?: TestMatingComponent };
    const exported = host ? await host.loadRemote<Exported>(TEST_MATING_MODULE) : await loadRemote<Exported>(TEST_MATING_MODULE);
    const component = exported && 'default' in exported ? exported.default : (exported as TestMatingComponent | null);
    if (!component) throw new Error(`${TEST_MATING_MODULE} exports no component`);
    return component;
  })().catch((error: unknown) => {
    loading = null;
    console.error(`[mfe_matings] could not load ${TEST_MATING_MODULE}`, error);
    throw error;
  });
  return loading;
}
