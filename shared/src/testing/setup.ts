/** vitest setup for jsdom: the browser APIs Mantine needs that jsdom lacks. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMediaStub } from './match-media';

afterEach(() => cleanup());

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
