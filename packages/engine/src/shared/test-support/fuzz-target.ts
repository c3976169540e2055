/**
 * One calculator as the contract fuzz suite (src/contract.fuzz.test.ts) drives it: a valid
 * sample that the fuzzer breaks field by field, and the validate/calculate pair to call.
 */
export interface FuzzTarget {
  /** Names of the exported functions this target calls, for the suite's completeness check. */
  covers: readonly string[];
  /** A valid input (plain data) that the fuzzer mutates. */
  sample: unknown;
  /** Calls the validator(s) with `input` exactly as a JavaScript caller would. */
  validate(input: unknown): unknown;
  /** Calls the calculator with `input`; must throw `EngineError` with `validate(input)`'s issues. */
  calculate(input: unknown): unknown;
  /**
   * Result paths (list indices written `*`, e.g. `stress.*.runwayMonths`) where
   * `Number.POSITIVE_INFINITY` is a documented answer; every other number must be finite.
   */
  infinityPaths?: readonly string[];
}
