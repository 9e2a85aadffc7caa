/** vitest setup for jsdom: the browser APIs Mantine needs that jsdom lacks. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMediaStub } from './match-media';

afterEach(() => cleanup());

// findBy…/waitFor wait up to 5 s instead of 1 s: the first render of a page (Mantine, i18n, the first import of its
// modules) takes 2–3 s when the suites share two cores with builds and other suites, and a 1 s wait then fails a
// correct page. A wrong page still fails, only later.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  window.matchMedia ??= matchMediaStub(false);

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true });
}

if (typeof document !== 'undefined' && !('fonts' in document)) {
  // Mantine's autosize Textarea listens for web fonts loading.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
