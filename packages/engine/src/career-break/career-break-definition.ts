import {
  choice,
  defineCalculator,
  list,
  money,
  numberField,
  text,
} from '../shared/calculator-definition.js';

/**
 * The career break budget (docs/product/calculators/career-break.md): the break's length, a
 * safety margin, what it costs in savings and salary, and its itemised monthly expenses. The
 * duration must exceed 0 years; below 0.01 (a few days) savings would be spread over almost no
 * months, so that is its least accepted value.
 */
export const CAREER_BREAK_DEFINITION = defineCalculator({
  name: 'career-break',
  version: 1,
  fields: {
    durationYears: numberField(
      'number',
      0.01,
      100,
      'Length of the break, years, 0.01–100 (may be fractional)',
    ),
    emergencyBufferPercent: numberField(
      'percent',
      0,
      1000,
      'Safety margin added to the expenses, %, 0–1000; default 10',
      { optional: true, default: 10 },
    ),
    currentSavings: money('Savings available for the break, $; default 0', {
      optional: true,
      default: 0,
      startsBlank: true,
    }),
    currentAnnualIncome: money('Salary given up during the break, $/year; default 0', {
      optional: true,
      default: 0,
      startsBlank: true,
    }),
    expenses: list(
      {
        id: text(100, 'Any text unique within the list'),
        name: text(80, 'What the expense is'),
        amount: money('$/month'),
        // In display order; the first is the default (product: career-break#inputs).
        category: choice(
          [
            'Housing',
            'Transportation',
            'Food',
            'Healthcare',
            'Insurance',
            'Entertainment',
            'Travel',
            'Utilities',
            'Personal Care',
            'Other',
          ],
          "Default 'Housing'",
          { optional: true, default: 'Housing' },
        ),
      },
      100,
      'Monthly expenses of the break, at most 100',
    ),
  },
  example: {
    durationYears: 1,
    emergencyBufferPercent: 10,
    currentSavings: 50_000,
    currentAnnualIncome: 85_000,
    expenses: [
      { id: 'rent', name: 'Rent', amount: 2000, category: 'Housing' },
      { id: 'food', name: 'Groceries', amount: 500, category: 'Food' },
    ],
  },
});
