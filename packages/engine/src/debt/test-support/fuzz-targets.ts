import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { calculateDebtPaydown } from '../calculate-debt-paydown.js';
import type { DebtPaydownInput } from '../types.js';
import { validateDebtPaydown } from '../validate-debt-paydown.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  debtPaydown: {
    covers: ['validateDebtPaydown', 'calculateDebtPaydown'],
    sample: {
      debts: [
        {
          id: 'visa',
          name: 'Visa',
          type: 'credit_card',
          balance: 3200,
          minimumPayment: 96,
          interestRate: 22.9,
        },
        {
          id: 'car',
          name: 'Car loan',
          type: 'auto_loan',
          balance: 9800,
          minimumPayment: 285,
          interestRate: 6.4,
        },
        {
          id: 'clinic',
          name: 'Clinic bill',
          type: 'medical_debt',
          balance: 850,
          minimumPayment: 50,
          interestRate: 0,
        },
      ],
      extraMonthlyPayment: 200,
      bonusPayments: [
        { year: 2026, month: 12, amount: 1000 },
        { year: 2027, month: 6, amount: 500 },
      ],
      startDate: { year: 2026, month: 6 },
      rolloverFreedPayments: true,
    } satisfies DebtPaydownInput,
    validate: (input) => validateDebtPaydown(input as DebtPaydownInput),
    // Reading the lazily built schedules too: they are part of the result a caller sees.
    calculate: (input) => {
      const result = calculateDebtPaydown(input as DebtPaydownInput);
      return { strategies: result.strategies.map((s) => ({ ...s })) };
    },
  },
};
