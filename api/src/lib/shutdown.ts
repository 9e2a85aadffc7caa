import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Give up and exit with 1 after this long (default 10 s). */
  timeoutMs?: number;
  /** Default `process.exit` (tests pass their own). */
  exit?: (code: number) => void;
  /** Signals that start the shutdown (default SIGINT and SIGTERM; none in tests, which call the answer). */
  signals?: NodeJS.Signals[];
}

/**
 * Graceful shutdown: on SIGINT/SIGTERM the server stops accepting connections, answers the requests in flight
 * (`app.close()` resolves once they are answered and the database is closed), then exits. Answers the function
 * that starts it (once; later calls get the same promise).
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions = {}) {
  const { timeoutMs = 10_000, exit = (code: number) => process.exit(code), signals = ['SIGINT', 'SIGTERM'] } = options;
  let closing: Promise<void> | undefined;
  const shutdown = (signal: string): Promise<void> => {
    closing ??= (async () => {
      app.log.info(`${signal} received: finishing in-flight requests`);
      const timer = setTimeout(() => {
        app.log.error(`shutdown took over ${timeoutMs} ms; exiting`);
        exit(1);
      }, timeoutMs);
      timer.unref();
      // close() reaps only the connections idle when it starts: a keep-alive connection whose request was in
      // flight would hold the shutdown until the client lets go, so it is closed as soon as it is answered.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
      reaper.unref();
      try {
        await app.close();
        exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      } finally {
        clearTimeout(timer);
        clearInterval(reaper);
      }
    })();
    return closing;
  };
  for (const signal of signals) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
