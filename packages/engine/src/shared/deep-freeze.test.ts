import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from './limits.js';

describe('deepFreeze', () => {
  it('freezes every level, lists included, and returns the same object', () => {
    const table = { rows: [{ rate: 1 }], nested: { deeper: { value: 2 } } };
    const frozen = deepFreeze(table);
    expect(frozen).toBe(table);
    expect(() => {
      (frozen.rows[0] as { rate: number }).rate = 5;
    }).toThrow(TypeError);
    expect(() => {
      (frozen.rows as { rate: number }[]).push({ rate: 3 });
    }).toThrow(TypeError);
    expect(() => {
      (frozen.nested.deeper as { value: number }).value = 0;
    }).toThrow(TypeError);
    expect(table.nested.deeper.value).toBe(2);
  });

  it('leaves primitives and functions usable', () => {
    expect(deepFreeze(3)).toBe(3);
    const messages = deepFreeze({ tooMany: (max: number) => `at most ${max}` });
    expect(messages.tooMany(4)).toBe('at most 4');
  });

  it('freezes the shared bounds and messages', () => {
    expect(() => {
      (ENGINE_LIMITS as { maxAmount: number }).maxAmount = 1;
    }).toThrow(TypeError);
    expect(() => {
      (LIMIT_MESSAGES as { notANumber: string }).notANumber = '';
    }).toThrow(TypeError);
    expect(LIMIT_MESSAGES.tooMany(100)).toBe('Please enter at most 100 items.');
  });
});
