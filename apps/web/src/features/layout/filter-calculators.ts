import { calculatorsByGroup } from '../calculators/calculator-catalog';

export type CalculatorGroupMatches = ReturnType<typeof calculatorsByGroup>[number];

/**
 * The catalogue's groups with only the calculators whose title or description holds every
 * word of `query` (case-insensitive), so "rate freelance" finds what "freelance rate" does.
 * Groups left empty are dropped, so their headings disappear with them.
 */
export function filterCalculators(query: string): CalculatorGroupMatches[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return calculatorsByGroup()
    .map(({ group, calculators }) => ({
      group,
      calculators: calculators.filter((calculator) => {
        const text = `${calculator.title} ${calculator.description}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter(({ calculators }) => calculators.length > 0);
}
