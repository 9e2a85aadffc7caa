/** A `window.matchMedia` for jsdom (which has none): every query answers `matches`, and never changes. */
export const matchMediaStub = (matches: boolean) =>
  ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
