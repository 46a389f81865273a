/**
 * Database outages (PostgreSQL restarting, failing over, refusing connections) are not bugs: requests
 * answer HTTP 503 with Retry-After and a clear message instead of 500, and the pool reconnects by itself
 * on the next query, so the API recovers without a restart.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后重试';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATE classes/codes meaning "the server is going away or not there yet". */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3]|53300)$/; // connection exceptions, admin/crash shutdown, cannot connect now, too many connections
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_ERRNO.has(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
  // Drizzle wraps driver errors ("Failed query: …") with the original as cause.
  return isDatabaseUnavailable(e.cause, depth + 1);
}
