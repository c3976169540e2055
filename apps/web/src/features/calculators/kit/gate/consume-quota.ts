import { consumeQuotaResponseSchema } from '@freedompath/contracts';
import type { ConsumeQuotaBody } from '@freedompath/contracts';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';

/** How spending one calculation of a signed-in user on the server ended. */
export type ConsumeOutcome =
  /** Recorded; `remaining` is what is left, `null` when the server says unlimited. */
  | { status: 'consumed'; remaining: number | null }
  /** `402`: none left. */
  | { status: 'exceeded' }
  /** Not recorded for another reason (offline, the session ended, the server failed). */
  | { status: 'failed'; error: unknown };

/** Wait before the one retry of a consume whose answer never came. */
export const CONSUME_RETRY_DELAY_MS = 300;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * `POST /api/v1/quota/consume` for one calculate action. A request whose answer was lost
 * (offline, 502/503/504) is sent once more with the same key: if the first was recorded, the
 * server spends nothing twice. Never rejects.
 */
export async function consumeQuota(body: ConsumeQuotaBody): Promise<ConsumeOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { remaining } = await apiClient.request(
        '/quota/consume',
        { body },
        consumeQuotaResponseSchema,
      );
      return { status: 'consumed', remaining };
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) return { status: 'exceeded' };
      if (attempt > 1 || !(error instanceof ApiError) || !error.retryable) {
        return { status: 'failed', error };
      }
      await sleep(CONSUME_RETRY_DELAY_MS);
    }
  }
}
