import { describe, expect, it } from 'vitest';
import { fieldOf, isFiniteNumber, isRecord } from './inputs.js';

describe('input checks', () => {
  it('tells plain objects from null, lists and primitives', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, [], 'x', 1, undefined].map(isRecord)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('accepts only finite numbers, never numeric strings', () => {
    expect([0, -0, 1e12, -5.5].map(isFiniteNumber)).toEqual([true, true, true, true]);
    expect([Number.NaN, Infinity, -Infinity, '20000', null].map(isFiniteNumber)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads a field of anything without throwing, own fields only', () => {
    expect(fieldOf({ a: 1 }, 'a')).toBe(1);
    expect(fieldOf(null, 'a')).toBeUndefined();
    expect(fieldOf('text', 'length')).toBeUndefined();
    expect(fieldOf({}, 'toString')).toBeUndefined();
    expect(fieldOf([5], '0')).toBeUndefined();
  });
});
