import { describe, expect, it } from 'vitest';
import { uniqueKey } from './unique-key';

describe('uniqueKey', () => {
  it('never gives the same key twice, whatever the prefix', () => {
    const keys = [...Array.from({ length: 50 }, () => uniqueKey('row')), uniqueKey('bill')];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.at(-1)).toMatch(/^bill-\d+$/);
  });
});
