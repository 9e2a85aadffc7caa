/**
 * PostgreSQL codes of a lost or refused connection (class 08, the server shutting down or starting, too many
 * connections) and the driver's own words for a connection that ended under a query.
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect|terminating connection/i;

/** True when the database connection was lost or refused (a restart, a failover, a terminated backend). */
export function isConnectionLost(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof current.message === 'string' && CONNECTION_MESSAGE.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
