import { describe, expect, it } from 'vitest';
import { ledgerKey } from './ledger-key.js';

describe('ledgerKey', () => {
  const inputs = { purchaseAmount: 5000, monthlyIncome: 6000 };

  it('is the same for a retry: same key, calculator and inputs', () => {
    expect(ledgerKey('affordability', 'key-0001', inputs)).toBe(
      ledgerKey('affordability', 'key-0001', { ...inputs }),
    );
  });

  it('differs when the key, the calculator or any input differs', () => {
    const keys = [
      ledgerKey('affordability', 'key-0001', inputs),
      ledgerKey('affordability', 'key-0002', inputs),
      ledgerKey('runway', 'key-0001', inputs),
      ledgerKey('affordability', 'key-0001', { ...inputs, purchaseAmount: 5001 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is new for every request without a key', () => {
    expect(ledgerKey('affordability', undefined, inputs)).not.toBe(
      ledgerKey('affordability', undefined, inputs),
    );
  });

  it('stays short however long the key and the inputs', () => {
    const key = ledgerKey('debt-paydown', 'k'.repeat(128), { debts: Array(100).fill({}) });
    expect(key).toMatch(/^calculation:[\w-]{43}$/);
  });
});
