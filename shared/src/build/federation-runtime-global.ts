/**
 * Built by every remote into dist/federation-runtime.js (the `federation-runtime` environment of rsbuild.ts): the
 * federation runtime's core, where a remote's entry expects it (`externalRuntime`). In the composed site the shell
 * provides it; a remote's own page (standalone) loads this first.
 */
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
