/** jsdom gaps this remote's components meet, on top of the shared setup. */
if (typeof document !== 'undefined' && !('fonts' in document)) {
  // Mantine's autosize Textarea listens for web fonts loading.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
