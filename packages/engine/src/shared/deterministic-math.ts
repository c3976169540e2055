/**
 * `exp` and `log` that give the same bits in every JavaScript engine. ECMAScript leaves
 * `Math.exp` and `Math.log` "implementation-approximated", so a seeded simulation that used them
 * could answer differently in Firefox or Safari than in Node. These are fdlibm's algorithms
 * (e_exp.c, e_log.c: error below 1 ulp), written with + − × ÷ only, which IEEE 754 rounds
 * exactly; the exponent is read and written as bits, which is exact too.
 */

const LN2_HI = 6.9314718036912381649e-1; // low 21 bits zero, so k·LN2_HI is exact for |k| < 2^21
const LN2_LO = 1.90821492927058770002e-10;
const INV_LN2 = 1.442695040888963387;
/** Above this exp overflows, below the other it underflows to 0. */
const EXP_OVERFLOW = 7.09782712893383973096e2;
const EXP_UNDERFLOW = -7.4513321910194110842e2;
const HALF_LN2 = 0.5 * LN2_HI;
/** exp(r) ≈ 1 + r + r²/2 · … through the remez polynomial R(r²) of fdlibm. */
const P1 = 1.66666666666666019037e-1;
const P2 = -2.77777777770155933842e-3;
const P3 = 6.61375632143793436117e-5;
const P4 = -1.6533902205465251539e-6;
const P5 = 4.13813679705723846039e-8;
/** log(1 + f) = 2s + s·R(s²) with s = f / (2 + f). */
const LG1 = 6.66666666666673513e-1;
const LG2 = 3.999999999940941908e-1;
const LG3 = 2.857142874366239149e-1;
const LG4 = 2.222219843214978396e-1;
const LG5 = 1.818357216161805012e-1;
const LG6 = 1.531383769920937332e-1;
const LG7 = 1.479819860511658591e-1;
const TWO_54 = 18014398509481984;
const TWO_MINUS_1000 = 9.3326361850321887899e-302;
const MIN_NORMAL = 2.2250738585072014e-308;

// Created on first use so that importing the module does nothing (the package is side-effect free).
let scratch: DataView | undefined;
function bits(): DataView {
  scratch ??= new DataView(new ArrayBuffer(8));
  return scratch;
}

/** 2^k for an integer k in [−1022, 1023], built from its bits (exact). */
function powerOfTwo(k: number): number {
  const view = bits();
  view.setUint32(0, (k + 1023) << 20);
  view.setUint32(4, 0);
  return view.getFloat64(0);
}

/**
 * e^x, within 1 ulp of the true value and the same in every engine.
 *
 * @example detExp(1) // 2.7182818284590455 (e is 2.71828182845904523…)
 */
export function detExp(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x > EXP_OVERFLOW) return Number.POSITIVE_INFINITY;
  if (x < EXP_UNDERFLOW) return 0;
  // Range reduction: x = k·ln 2 + r with |r| ≤ ln 2 / 2, ln 2 in two parts so r keeps its bits.
  let k = 0;
  let hi = x;
  let lo = 0;
  if (Math.abs(x) > HALF_LN2) {
    k = Math.trunc(x * INV_LN2 + (x < 0 ? -0.5 : 0.5));
    hi = x - k * LN2_HI;
    lo = k * LN2_LO;
  }
  const r = hi - lo;
  const t = r * r;
  const c = r - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
  if (k === 0) return 1 - ((r * c) / (c - 2) - r);
  const y = 1 - (lo - (r * c) / (2 - c) - hi);
  // Scaling by 2^k is exact unless the result is subnormal; then the one last product rounds.
  if (k >= -1021) return k > 1023 ? y * 2 * powerOfTwo(k - 1) : y * powerOfTwo(k);
  return y * powerOfTwo(k + 1000) * TWO_MINUS_1000;
}

/**
 * The natural logarithm, within 1 ulp of the true value and the same in every engine:
 * `-Infinity` at 0, `NaN` below it.
 *
 * @example detLog(Math.E) // 1
 */
export function detLog(x: number): number {
  if (!(x > 0)) return x === 0 ? Number.NEGATIVE_INFINITY : Number.NaN;
  if (x === Number.POSITIVE_INFINITY) return x;
  // x = 2^k · m with m in [√2/2, √2), so f = m − 1 is small on both sides of 0.
  let k = 0;
  let value = x;
  if (value < MIN_NORMAL) {
    value *= TWO_54;
    k = -54;
  }
  const view = bits();
  view.setFloat64(0, value);
  const high = view.getUint32(0);
  k += (high >>> 20) - 1023;
  view.setUint32(0, (high & 0x000fffff) | 0x3ff00000);
  let m = view.getFloat64(0);
  if (m >= Math.SQRT2) {
    m *= 0.5;
    k += 1;
  }
  const f = m - 1;
  const s = f / (2 + f);
  const z = s * s;
  const w = z * z;
  const r = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7))) + w * (LG2 + w * (LG4 + w * LG6));
  // fdlibm's two ways to add the correction: the half-square one keeps more bits near |f|'s top.
  if (f > 0.38 || f < -0.29) {
    const halfSquare = 0.5 * f * f;
    return k * LN2_HI - (halfSquare - (s * (halfSquare + r) + k * LN2_LO) - f);
  }
  return k * LN2_HI - (s * (f - r) - k * LN2_LO - f);
}
