import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDebts } from './order-debts.js';
import { referenceOrder } from './test-support/reference-ledger.js';
import type { DebtStrategyType } from './types.js';

const debts = [
  { id: 'a', balance: 5000, interestRate: 22 },
  { id: 'b', balance: 800, interestRate: 9 },
  { id: 'c', balance: 12000, interestRate: 5 },
  { id: 'd', balance: 300, interestRate: 0 },
];
const ids = (list: { id: string }[]): string[] => list.map((d) => d.id);

describe('orderDebts', () => {
  it('snowball: smallest balance first', () => {
    expect(ids(orderDebts(debts, 'snowball'))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('avalanche: highest rate first', () => {
    expect(ids(orderDebts(debts, 'avalanche'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('hybrid: highest (rate/100)/ln(balance + 1) first', () => {
    // a 0.0258, b 0.0135, c 0.0053, d 0
    expect(ids(orderDebts(debts, 'hybrid'))).toEqual(['a', 'b', 'c', 'd']);
    // A small balance can outrank a higher rate: 0.10/ln(101) = 0.0217 > 0.18/ln(20001) = 0.0182.
    const pair = [
      { id: 'big', balance: 20_000, interestRate: 18 },
      { id: 'small', balance: 100, interestRate: 10 },
    ];
    expect(ids(orderDebts(pair, 'hybrid'))).toEqual(['small', 'big']);
    expect(ids(orderDebts(pair, 'avalanche'))).toEqual(['big', 'small']);
  });

  it('keeps the input order for ties and does not modify its input', () => {
    const tied = [
      { id: 'x', balance: 100, interestRate: 5 },
      { id: 'y', balance: 100, interestRate: 5 },
      { id: 'z', balance: 50, interestRate: 5 },
    ];
    const copy = structuredClone(tied);
    expect(ids(orderDebts(tied, 'snowball'))).toEqual(['z', 'x', 'y']);
    expect(ids(orderDebts(tied, 'avalanche'))).toEqual(['x', 'y', 'z']);
    expect(tied).toEqual(copy);
  });

  describe('properties', () => {
    const strategy = fc.constantFrom<DebtStrategyType>('snowball', 'avalanche', 'hybrid');
    // Few distinct values so that ties are common.
    const debtList = fc.array(
      fc.record({
        balance: fc.constantFrom(0.01, 100, 250.5, 1000, 5000),
        interestRate: fc.constantFrom(0, 4.5, 12, 19.99, 100),
      }),
      { maxLength: 12 },
    );
    const tagged = debtList.map((list) => list.map((d, index) => ({ ...d, index })));
    const key: Record<DebtStrategyType, (d: { balance: number; interestRate: number }) => number> =
      {
        snowball: (d) => d.balance,
        avalanche: (d) => -d.interestRate,
        hybrid: (d) => -d.interestRate / 100 / Math.log(d.balance + 1),
      };

    it('is a permutation of its input', () => {
      fc.assert(
        fc.property(tagged, strategy, (list, type) => {
          const ordered = orderDebts(list, type);
          expect([...ordered].sort((a, b) => a.index - b.index)).toEqual(list);
        }),
      );
    });

    it('is sorted by the strategy key, ties in input order (stable)', () => {
      fc.assert(
        fc.property(tagged, strategy, (list, type) => {
          const ordered = orderDebts(list, type);
          for (let i = 1; i < ordered.length; i++) {
            const previous = ordered[i - 1] as (typeof ordered)[number];
            const current = ordered[i] as (typeof ordered)[number];
            const difference = key[type](current) - key[type](previous);
            expect(difference).toBeGreaterThanOrEqual(0);
            if (difference === 0) expect(current.index).toBeGreaterThan(previous.index);
          }
        }),
      );
    });

    it('agrees with an insertion sort', () => {
      fc.assert(
        fc.property(tagged, strategy, (list, type) => {
          expect(orderDebts(list, type)).toEqual(referenceOrder(list, type));
        }),
      );
    });
  });
});
