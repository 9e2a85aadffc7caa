import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const STORE = 'bc-scroll';
/** Positions kept per history entry (its `location.key`): the latest few, in the tab's session storage. */
const KEPT = 50;

function readAll(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function save(key: string, top: number): void {
  const all = readAll();
  delete all[key];
  all[key] = top;
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete all[old];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(all));
  } catch {
    // Storage full or refused: Back then starts at the top, as before.
  }
}

/**
 * Back to a list returns to where the reader was: the page's scroll position is kept per history entry while the list
 * is shown, and restored once `ready` (the results drawn) when the entry is visited again (Back, Forward). A new visit
 * (a link, a changed filter) is a new entry and starts where the page puts it.
 */
export function useScrollMemory(ready: boolean): void {
  const { key } = useLocation();
  const restored = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const top = readAll()[key];
    if (top === undefined || top <= 0) return;
    // The results may be drawn a frame or two later (they render in the background): wait until the page is tall
    // enough to scroll there, for at most a second.
    const until = performance.now() + 1000;
    let frame = 0;
    const restore = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= top || performance.now() > until) window.scrollTo({ top, behavior: 'instant' });
      else frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [ready, key]);
}
