/**
 * The error's code (ECONNREFUSED, 57P03, …), else its innermost cause's first line (Drizzle's
 * own message is the failed query, which says nothing about the fault): what an operator needs.
 */
export function describeDatabaseError(error: unknown): string {
  let innermost: unknown = error;
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as Error & { code?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    innermost = cause;
  }
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  return message.split('\n')[0] || 'unknown error';
}
