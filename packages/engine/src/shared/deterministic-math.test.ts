import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { detExp, detLog } from './deterministic-math.js';

/** Doubles in order as integers, so the distance between two of them is a count of ulps. */
function ordinal(x: number): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const raw = view.getBigInt64(0);
  return raw < 0n ? -(raw & 0x7fff_ffff_ffff_ffffn) : raw;
}
const ulpsApart = (a: number, b: number): number => Math.abs(Number(ordinal(a) - ordinal(b)));

/** 10,000 samples from a fixed stream: the same every run, spread over each function's domain. */
const SAMPLES = 10_000;

describe('detExp', () => {
  it('stays within 2 ulps of Math.exp over the whole finite range', () => {
    const random = createRandom(2024, 0);
    let worst = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const x = (2 * random.next() - 1) * 745;
      worst = Math.max(worst, ulpsApart(detExp(x), Math.exp(x)));
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('stays within 2 ulps of Math.exp where simulations use it (monthly log returns)', () => {
    const random = createRandom(2024, 1);
    let worst = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const x = random.nextNormal() * 0.2;
      worst = Math.max(worst, ulpsApart(detExp(x), Math.exp(x)));
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('is exact where exp is known exactly and handles the edges', () => {
    expect(detExp(0)).toBe(1);
    expect(detExp(-0)).toBe(1);
    expect(detExp(1e-300)).toBe(1);
    expect(detExp(1)).toBe(2.7182818284590455);
    expect(detExp(Math.LN2)).toBeCloseTo(2, 15);
    expect(detExp(710)).toBe(Number.POSITIVE_INFINITY);
    expect(detExp(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(detExp(-746)).toBe(0);
    expect(detExp(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(detExp(Number.NaN)).toBeNaN();
  });

  it('scales into the overflow and subnormal ends like Math.exp', () => {
    for (const x of [709.78, 709.5, 709, -708, -709, -720, -740, -744.4, -745.1]) {
      expect(ulpsApart(detExp(x), Math.exp(x))).toBeLessThanOrEqual(2);
    }
  });
});

describe('detLog', () => {
  it('stays within 2 ulps of Math.log from the smallest subnormal to the largest double', () => {
    const random = createRandom(2024, 2);
    let worst = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const x = 2 ** Math.round((2 * random.next() - 1) * 1074) * (1 + random.next());
      worst = Math.max(worst, ulpsApart(detLog(x), Math.log(x)));
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('stays within 2 ulps of Math.log on (0, 2), where the polar method and returns use it', () => {
    const random = createRandom(2024, 3);
    let worst = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const x = 2 * random.next() || Number.MIN_VALUE;
      worst = Math.max(worst, ulpsApart(detLog(x), Math.log(x)));
    }
    expect(worst).toBeLessThanOrEqual(2);
  });

  it('is exact where log is known exactly and handles the edges', () => {
    expect(detLog(1)).toBe(0);
    expect(detLog(Math.E)).toBe(1);
    expect(detLog(2)).toBe(Math.LN2);
    expect(detLog(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(detLog(-0)).toBe(Number.NEGATIVE_INFINITY);
    expect(detLog(-1)).toBeNaN();
    expect(detLog(Number.NaN)).toBeNaN();
    expect(detLog(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(detLog(Number.MIN_VALUE)).toBe(Math.log(Number.MIN_VALUE));
    expect(detLog(Number.MAX_VALUE)).toBe(Math.log(Number.MAX_VALUE));
  });

  it('inverts detExp to within an ulp or two (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -700, max: 700, noNaN: true }), (x) => {
        const back = detLog(detExp(x));
        expect(Math.abs(back - x)).toBeLessThanOrEqual(
          4 * Number.EPSILON * Math.max(1, Math.abs(x)),
        );
      }),
      { numRuns: 50 },
    );
  });
});
