type Ym = ((id: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

let counterId: number | null = null;

/**
 * Yandex Metrika, only when a counter id is configured: nothing is loaded or sent otherwise.
 * Webvisor off, click map on, link tracking on; hits are sent by the router on every route change.
 */
export function initMetrika(id: number | null | undefined): void {
  if (!id || counterId !== null) return;
  counterId = id;
  const queue: Ym = (...args: unknown[]) => {
    (queue.a = queue.a ?? []).push(args);
  };
  queue.l = Date.now();
  window.ym = window.ym ?? queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://mc.yandex.ru/metrika/tag.js';
  document.head.append(script);
  window.ym(id, 'init', { defer: true, webvisor: false, clickmap: true, trackLinks: true, accurateTrackBounce: true });
}

/** One page hit per route change. */
export function trackPageHit(url: string, referrer?: string): void {
  if (counterId === null || !window.ym) return;
  window.ym(counterId, 'hit', url, { referer: referrer, title: document.title });
}
