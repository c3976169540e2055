import { defineCalculator, group, money, numberField } from '../shared/calculator-definition.js';

/** A field a blank counts as 0 for (product: layoff#validation). */
const blankIsZero = { optional: true, default: 0 } as const;

const amount = (label: string, description: string) =>
  money(description, { label, ...blankIsZero });

const count = (label: string, max: number, description: string) =>
  numberField('number', 0, max, description, { label, ...blankIsZero });

/**
 * The layoff form (docs/product/calculators/layoff.md): the severance package and the monthly
 * expenses with savings and the weekly benefit. Every field may be left out and then counts as
 * 0, like a blank input. The bounds of the fields that are not money are ours, not the product's:
 * they keep every result finite.
 */
export const LAYOFF_DEFINITION = defineCalculator({
  name: 'layoff',
  version: 1,
  fields: {
    severance: group(
      {
        baseSalary: amount('Base salary', '$/year'),
        yearsOfService: count(
          'Years of service',
          100,
          'Years worked, up to 100 (may be fractional)',
        ),
        severanceWeeksPerYear: count(
          'Severance weeks per year',
          52,
          'Weeks of pay per year of service, up to 52',
        ),
        unusedPTO: count('Unused PTO days', 1000, 'Unused paid-time-off days, up to 1000'),
        ptoPayoutRate: numberField('percent', 0, 100, 'Share of unused PTO paid out, %, 0–100', {
          label: 'PTO payout rate',
          ...blankIsZero,
        }),
        bonusAmount: amount('Bonus amount', 'One-off bonus paid on exit, $'),
        healthBenefitsCost: amount(
          'Health benefits cost',
          'Employer-paid health cover after the layoff, $/month',
        ),
        healthBenefitsDuration: count(
          'Health benefits duration',
          120,
          'Months of that health cover, up to 120',
        ),
        otherBenefits: amount('Other benefits', 'Any other one-off benefit, $'),
      },
      'The severance package',
    ),
    expenses: group(
      {
        housing: amount('Housing', '$/month'),
        utilities: amount('Utilities', '$/month'),
        food: amount('Food', '$/month'),
        transportation: amount('Transportation', '$/month'),
        insurance: amount('Insurance', '$/month'),
        healthcare: amount('Healthcare', '$/month'),
        debt: amount('Debt payments', 'Debt payments, $/month'),
        other: amount('Other expenses', '$/month'),
        emergencyFund: amount('Emergency fund', 'Savings to live on, $ (not an expense)'),
        unemploymentBenefit: amount('Unemployment benefit', 'Unemployment benefit, $/week'),
      },
      'Monthly expenses, savings and the unemployment benefit',
    ),
  },
  example: {
    severance: {
      baseSalary: 85_000,
      yearsOfService: 3,
      severanceWeeksPerYear: 2,
      unusedPTO: 10,
      ptoPayoutRate: 100,
      bonusAmount: 5000,
      healthBenefitsCost: 500,
      healthBenefitsDuration: 3,
      otherBenefits: 1000,
    },
    expenses: {
      housing: 2000,
      utilities: 200,
      food: 600,
      transportation: 400,
      insurance: 300,
      healthcare: 200,
      debt: 500,
      other: 300,
      emergencyFund: 15_000,
      unemploymentBenefit: 450,
    },
  },
});
