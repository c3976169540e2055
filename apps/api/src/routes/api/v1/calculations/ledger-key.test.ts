import { describe, expect, it } from 'vitest';
import { ledgerKey } from './ledger-key.js';

describe('ledgerKey', () => {
  it("is the client's key under the calculations' prefix", () => {
    expect(ledgerKey('key-0001')).toBe('calculation:key-0001');
  });

  it('is new for every request without a key', () => {
    expect(ledgerKey(undefined)).not.toBe(ledgerKey(undefined));
  });
});
