/** Socket errors that mean the database server cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE codes of a server that is going away or too slow: class 08 (connection exception),
 * 57P01–57P05 (admin or crash shutdown, cannot connect now, …) and 57014 (statement timeout).
 */
const SQLSTATE = /^(08...|57P0\d|57014)$/;

/** node-postgres and PGlite report a lost or timed-out connection without a code. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

function causes(error: unknown): unknown[] {
  const found: unknown[] = [];
  const pending = [error];
  while (pending.length > 0 && found.length < 10) {
    const next = pending.shift();
    if (!(next instanceof Error)) continue;
    found.push(next);
    if (next.cause !== undefined) pending.push(next.cause);
    if (next instanceof AggregateError) pending.push(...(next.errors as unknown[]));
  }
  return found;
}

/**
 * True when `error` (or one of its causes: Drizzle wraps the driver's error, Node wraps the
 * refusals of each address it tried) says the database is unreachable, restarting or too slow,
 * so the request deserves a 503 and a retry rather than a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, message } = cause as Error & { code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    return MESSAGES.test(message);
  });
}
