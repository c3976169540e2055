/**
 * The SQLSTATE of a database error, looking through the wrappers (Drizzle puts the driver's
 * error in `cause`); undefined for anything else.
 */
export function sqlState(error: unknown): string | undefined {
  for (let next = error, depth = 0; next instanceof Error && depth < 5; depth += 1) {
    const { code } = next as Error & { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    next = next.cause;
  }
  return undefined;
}

/** No partition of a partitioned table holds the row (a month not yet created). */
export const NO_PARTITION = '23514';

/** A unique index already holds the value. */
export const UNIQUE_VIOLATION = '23505';
