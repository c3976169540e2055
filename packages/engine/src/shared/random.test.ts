import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';

const first = (count: number, draw: () => number): number[] =>
  Array.from({ length: count }, () => draw());

describe('createRandom', () => {
  it('gives the pinned sequence for seed 1, stream 0 (golden vector)', () => {
    const random = createRandom(1, 0);
    expect(first(5, () => random.next())).toEqual([
      0.1265670478499039, 0.3834478631662228, 0.7198531767341223, 0.1773009370751485,
      0.49445715487713826,
    ]);
  });

  it('gives the pinned integers and normals for seed 1, stream 0 (golden vector)', () => {
    const integers = createRandom(1, 0);
    expect(first(5, () => integers.nextInt(1000))).toEqual([341, 916, 42, 709, 834]);
    const normals = createRandom(1, 0);
    expect(first(5, () => normals.nextNormal())).toEqual([
      -0.9457475457390574, -0.2951772111339618, 0.559931879418479, -0.821864370914274,
      -0.060444570129608174,
    ]);
  });

  it('repeats a (seed, stream) exactly and tells streams and seeds apart', () => {
    const draw = (seed: number, stream: number) => {
      const random = createRandom(seed, stream);
      return first(8, () => random.next());
    };
    expect(draw(1, 0)).toEqual(draw(1, 0));
    expect(draw(1, 1)).not.toEqual(draw(1, 0));
    expect(draw(2, 0)).not.toEqual(draw(1, 0));
    // The seed and the stream are not interchangeable.
    expect(draw(0, 1)).not.toEqual(draw(1, 0));
    expect(draw(7, 7)).not.toEqual(draw(7, 8));
  });

  it('takes the seed and stream as unsigned 32-bit integers', () => {
    const a = createRandom(2 ** 32 - 1, 3);
    const b = createRandom(-1, 3);
    expect(first(4, () => a.next())).toEqual(first(4, () => b.next()));
  });

  it('looks uniform and normal over many draws', () => {
    const random = createRandom(99, 0);
    const count = 100_000;
    let sum = 0;
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < count; i += 1) {
      const u = random.next();
      sum += u;
      buckets[Math.floor(u * 10)]! += 1;
    }
    expect(sum / count).toBeCloseTo(0.5, 2);
    for (const bucket of buckets) expect(Math.abs(bucket - count / 10)).toBeLessThan(600);

    let mean = 0;
    let square = 0;
    for (let i = 0; i < count; i += 1) {
      const z = random.nextNormal();
      mean += z / count;
      square += (z * z) / count;
    }
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(square - 1)).toBeLessThan(0.02);
  });

  it('spreads nextInt evenly, including over n that do not divide 2^32', () => {
    const random = createRandom(5, 0);
    const n = 3;
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[random.nextInt(n)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
    expect(random.nextInt(1)).toBe(0);
    const huge = random.nextInt(2 ** 32);
    expect(Number.isInteger(huge) && huge >= 0 && huge < 2 ** 32).toBe(true);
  });

  it('rejects a bound that is not a whole number from 1 to 2^32', () => {
    const random = createRandom(1, 0);
    for (const n of [0, -3, 2.5, Number.NaN, 2 ** 32 + 1, Number.POSITIVE_INFINITY]) {
      expect(() => random.nextInt(n)).toThrow(RangeError);
    }
  });
});

describe('properties', () => {
  const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
  const stream = fc.integer({ min: 0, max: 10_000 });

  it('next() stays in [0, 1) and nextInt(n) in [0, n)', () => {
    fc.assert(
      fc.property(seed, stream, fc.integer({ min: 1, max: 2 ** 32 }), (s, k, n) => {
        const random = createRandom(s, k);
        for (let i = 0; i < 200; i += 1) {
          const u = random.next();
          expect(u >= 0 && u < 1).toBe(true);
          const j = random.nextInt(n);
          expect(Number.isInteger(j) && j >= 0 && j < n).toBe(true);
          expect(Number.isFinite(random.nextNormal())).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('different streams of one seed differ', () => {
    fc.assert(
      fc.property(seed, stream, stream, (s, k1, k2) => {
        fc.pre(k1 !== k2);
        const a = createRandom(s, k1);
        const b = createRandom(s, k2);
        expect(first(4, () => a.next())).not.toEqual(first(4, () => b.next()));
      }),
      { numRuns: 50 },
    );
  });
});
