import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as engine from './index.js';
import { brokenInput, expectContractHolds, oddValue } from './shared/test-support/fuzz.js';
import type { FuzzTarget } from './shared/test-support/fuzz-target.js';

declare global {
  interface ImportMeta {
    /** Vite's import of every module a pattern matches, resolved when the test is built. */
    glob<T>(pattern: string, options: { eager: true; import: string }): Record<string, T>;
  }
}

/** Inputs per target and per kind of breakage: hundreds of odd inputs per calculator a run. */
const FUZZ_RUNS = 150;
/** The longest lists the fuzzer makes have 20,000 items: validation must reject them cheaply. */
const FUZZ_TIMEOUT = 30_000;

/** Each calculator's targets, in `<calculator>/test-support/fuzz-targets*.ts`. */
const TARGETS: Record<string, FuzzTarget> = Object.fromEntries(
  Object.values(
    import.meta.glob<Record<string, FuzzTarget>>('./*/test-support/fuzz-targets*.ts', {
      eager: true,
      import: 'fuzzTargets',
    }),
  ).flatMap((targets) => Object.entries(targets)),
);

/** Exported functions that take a caller's input and so must keep the promise. */
const INPUT_FUNCTION =
  /^(validate|calculate|compare|assess|plan|apply|score|simulate)[A-Z]|^(yearsToFinancialIndependence|runwayProbability)$/;

describe('the engine keeps its promise to JavaScript callers', () => {
  it('drives every exported validate and calculate function', () => {
    const exported = Object.entries(engine)
      .filter(([name, value]) => typeof value === 'function' && INPUT_FUNCTION.test(name))
      .map(([name]) => name);
    const covered = new Set(Object.values(TARGETS).flatMap((target) => target.covers));
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
  });

  describe.each(Object.entries(TARGETS))('%s', (_, target) => {
    it('accepts its valid sample and computes finite numbers', () => {
      expect(target.validate(target.sample)).toEqual([]);
      expectContractHolds(target, target.sample);
    });

    it('answers any value given as the whole input', () => {
      fc.assert(
        fc.property(oddValue, (input) => expectContractHolds(target, input)),
        {
          numRuns: FUZZ_RUNS,
        },
      );
    });

    it(
      'answers inputs broken field by field with issues or finite results',
      { timeout: FUZZ_TIMEOUT },
      () => {
        fc.assert(
          fc.property(brokenInput(target.sample), (input) => expectContractHolds(target, input)),
          { numRuns: FUZZ_RUNS },
        );
      },
    );
  });
});
