import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { exposedComponent, type ExposedComponents, type ExposedId } from '@bc/shared';

/** What mfe-pedigree exposes as `./test-mating` (its default export), typed by the registry of exposed components. */
export type TestMatingComponent = ExposedComponents['mfe_pedigree/test-mating'];
export type { TestMatingProps } from '@bc/shared';

export const TEST_MATING_REMOTE = 'mfe_pedigree';
export const TEST_MATING_MODULE = `${TEST_MATING_REMOTE}/test-mating` satisfies ExposedId;

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
    const exported = host ? await host.loadRemote<unknown>(TEST_MATING_MODULE) : await loadRemote<unknown>(TEST_MATING_MODULE);
    return exposedComponent(TEST_MATING_MODULE, exported);
  })().catch((error: unknown) => {
    loading = null;
    console.error(`[mfe_matings] could not load ${TEST_MATING_MODULE}`, error);
    throw error;
  });
  return loading;
}
