import { detLog } from './deterministic-math.js';

/** A seeded stream of pseudo-random numbers. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  nextInt(n: number): number;
  /** Standard normal. */
  nextNormal(): number;
}

const TWO_32 = 4294967296;
const TWO_53 = 9007199254740992;
const GOLDEN_GAMMA = 0x9e3779b9;
/** Keeps a stream's words apart from a seed's words when stream === seed (√2's fraction). */
const STREAM_KEY = 0x6a09e667;
/** sfc32's author mixes a fresh state for 12 rounds before using it. */
const WARM_UP_ROUNDS = 12;

/** The `index`-th output (1-based) of splitmix32 started at `state`: a bijection of `state`. */
function splitmix32(state: number, index: number): number {
  let z = (state + Math.imul(GOLDEN_GAMMA, index)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) | 0;
}

/**
 * Chris Doty-Humphrey's sfc32 (PractRand's "small fast chaotic" generator, 128 bits of state,
 * passes PractRand and BigCrush) written with 32-bit integer operations only, so every engine
 * gives the same sequence.
 */
class SmallFastChaotic implements Random {
  private a: number;
  private b: number;
  private c: number;
  private counter = 1;
  private spare = 0;
  private hasSpare = false;

  constructor(seed: number, stream: number) {
    // Words a and b come from the seed and c from the stream, each through a bijection, so no
    // two (seed, stream) pairs start from the same state.
    this.a = splitmix32(seed, 1);
    this.b = splitmix32(seed, 2);
    this.c = splitmix32(stream ^ STREAM_KEY, 1);
    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) this.nextUint32();
  }

  /** Uniform integer in [0, 2^32). */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.counter) | 0;
    this.counter = (this.counter + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  // 53 bits from two draws: every double in [0, 1) with that spacing, so the normal's tails are
  // not cut at 32 bits of resolution.
  next(): number {
    const high = this.nextUint32() >>> 5;
    const low = this.nextUint32() >>> 6;
    return (high * 67108864 + low) / TWO_53;
  }

  // Rejection keeps every value equally likely: draws at or above the largest multiple of n
  // below 2^32 would favour the small remainders.
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) {
      throw new RangeError(`nextInt needs a whole number from 1 to 2^32, got ${n}`);
    }
    const limit = TWO_32 - (TWO_32 % n);
    let draw = this.nextUint32();
    while (draw >= limit) draw = this.nextUint32();
    return draw % n;
  }

  // Marsaglia's polar method: exact arithmetic plus detLog and Math.sqrt (correctly rounded by
  // IEEE 754), so normals agree across engines where Box–Muller's sin and cos would not.
  nextNormal(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * this.next() - 1;
      v = 2 * this.next() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const factor = Math.sqrt((-2 * detLog(s)) / s);
    this.spare = v * factor;
    this.hasSpare = true;
    return u * factor;
  }
}

/**
 * A seeded generator: stream `stream` of seed `seed`, both taken as unsigned 32-bit integers
 * (`>>> 0`). Each Monte Carlo run uses its own stream (its index), so a run's numbers do not
 * depend on which runs came before it or on how the runs are split between workers.
 *
 * @example
 * const random = createRandom(1, 0);
 * random.next() // 0.1265670478499039, then 0.3834478631662228, …
 * random.nextInt(6) // a whole number from 0 to 5
 */
export function createRandom(seed: number, stream: number): Random {
  return new SmallFastChaotic(seed >>> 0, stream >>> 0);
}
