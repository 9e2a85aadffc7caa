import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * One full garbage collection now, when nobody waits for an answer (the end of the start's warm-up): what the start
 * built and left (the engine's load, the search items, the warm-up's answers) is marked and compacted before the
 * first request, instead of in a major collection of ~50 ms during the first seconds of traffic. Node exposes
 * `gc()` only behind --expose-gc; the flag is set here and the function taken from a fresh context. Answers false
 * when that is not possible (nothing is collected then).
 */
export function collectGarbage(): boolean {
  if (gc === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    try {
      if (typeof exposed === 'function') gc = exposed;
      else {
        setFlagsFromString('--expose-gc');
        gc = runInNewContext('gc') as () => void;
      }
    } catch {
      gc = null;
    }
  }
  if (!gc) return false;
  gc();
  return true;
}
