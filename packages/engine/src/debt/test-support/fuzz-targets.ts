import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateDebtPaydown } from '../calculate-debt-paydown.js';
import { DEBT_PAYDOWN_DEFINITION } from '../debt-definition.js';
import type { DebtPaydownInput } from '../types.js';
import { validateDebtPaydown } from '../validate-debt-paydown.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  debtPaydown: {
    covers: ['validateDebtPaydown', 'calculateDebtPaydown'],
    sample: DEBT_PAYDOWN_DEFINITION.example,
    validate: (input) => validateDebtPaydown(input as DebtPaydownInput),
    // Reading the lazily built schedules too: they are part of the result a caller sees.
    calculate: (input) => {
      const result = calculateDebtPaydown(input as DebtPaydownInput);
      return { strategies: result.strategies.map((s) => ({ ...s })) };
    },
  },
};
