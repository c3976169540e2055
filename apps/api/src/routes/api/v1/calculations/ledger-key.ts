import { createHash, randomUUID } from 'node:crypto';

/**
 * The quota ledger's idempotency key of one calculation. A client's `Idempotency-Key` marks a
 * retry of the same request, so it counts once only with the same calculator and inputs: were
 * the key alone enough, one key replayed over new inputs would calculate without end for a
 * single spend. Without a key, every request is its own calculation.
 *
 * @example ledgerKey('runway', 'retry-4f1c…', inputs) // 'calculation:Jx3…' (same for a retry)
 */
export function ledgerKey(slug: string, idempotencyKey: string | undefined, inputs: unknown) {
  if (idempotencyKey === undefined) return randomUUID();
  const request = JSON.stringify([slug, idempotencyKey, inputs]);
  return `calculation:${createHash('sha256').update(request).digest('base64url')}`;
}
