import { randomUUID } from 'node:crypto';

/**
 * The quota ledger's idempotency key of one calculation: the client's `Idempotency-Key` under a
 * prefix of its own, apart from the quota consumes' keys (stored as sent). The ledger tells a
 * retry (same calculator and inputs: spent once) from the key's reuse for another request
 * (refused) by the request's fingerprint. Without a key, every request is its own calculation.
 *
 * @example ledgerKey('retry-4f1c…') // 'calculation:retry-4f1c…' (the same for a retry)
 */
export function ledgerKey(idempotencyKey: string | undefined): string {
  return idempotencyKey === undefined ? randomUUID() : `calculation:${idempotencyKey}`;
}
