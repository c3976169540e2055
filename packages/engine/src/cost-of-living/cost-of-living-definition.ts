import { defineCalculator, group, money, text } from '../shared/calculator-definition.js';

/** A monthly expense: blank, invalid or absent counts as $0 (product: cost-of-living#validation). */
const monthly = (description: string) =>
  money(`${description}, $/month; absent counts as 0`, {
    optional: true,
    default: 0,
    startsBlank: true,
  });

/**
 * The cost of living form (docs/product/calculators/cost-of-living.md): today's monthly expenses
 * by category, savings and a destination. The destination is text, not a choice: '' (nothing
 * chosen yet) reaches the engine, which answers 'Please select a destination' for it as for any
 * value not in `DESTINATIONS`. Amounts start blank, as $0 reads on the form.
 */
export const COST_OF_LIVING_DEFINITION = defineCalculator({
  name: 'cost-of-living',
  version: 1,
  fields: {
    currentExpenses: group(
      {
        rent: monthly('Rent or mortgage'),
        utilities: monthly('Utilities'),
        food: monthly('Food and groceries'),
        transportation: monthly('Transportation'),
        healthcare: monthly('Healthcare'),
        entertainment: monthly('Entertainment'),
        other: monthly('Other expenses'),
      },
      'Monthly expenses today, by category',
    ),
    savings: money('Savings to live on, $; default 0', {
      optional: true,
      default: 0,
      startsBlank: true,
    }),
    destination: text(
      20,
      "A destination of the engine's list: bali, chiang-mai, lisbon, … or custom",
    ),
    customLocation: text(100, "'City, Country' of a custom destination, used as its label", {
      optional: true,
    }),
  },
  example: {
    currentExpenses: { rent: 2000, food: 600, transportation: 300, utilities: 150 },
    savings: 30_000,
    destination: 'bali',
  },
});
