import { setTimeout as sleep } from 'node:timers/promises';
import { StartupError } from '../../lib/startup-error.js';
import { CONNECT_TIMEOUT_MS, type Database } from './database.js';
import { describeDatabaseError } from './describe-database-error.js';
import { isDatabaseUnavailable } from './is-database-unavailable.js';

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

export interface WaitOptions {
  /** How long to keep trying before giving up. */
  timeoutMs: number;
  log: { warn(details: object, message: string): void };
}

/**
 * Waits until the database answers, retrying with a doubling back-off while it is unreachable
 * (a server still starting, a failover), so the API can boot alongside its database.
 *
 * @throws StartupError naming the database once `timeoutMs` has passed, or at once when the
 * database answers with a refusal that waiting cannot fix (a wrong password, no such database).
 */
export async function waitForDatabase(database: Database, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let retryMs = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.ping(CONNECT_TIMEOUT_MS);
      return;
    } catch (error) {
      const reason = describeDatabaseError(error);
      if (!isDatabaseUnavailable(error)) {
        throw new StartupError(`Database ${database.location} refused the API: ${reason}`);
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new StartupError(
          `Database ${database.location} is not reachable after ${options.timeoutMs / 1000} s (${reason})`,
        );
      }
      const wait = Math.min(retryMs, remaining);
      options.log.warn(
        { attempt, reason, retryInMs: wait },
        `database ${database.location} not reachable (${reason}), try ${attempt}; retrying in ${wait} ms`,
      );
      await sleep(wait);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    }
  }
}
