import { calculators } from '@freedompath/contracts';
import type { CalculatorSlug } from '@freedompath/contracts';

/** The calculator a saved plan belongs to, as the registry names and routes it. */
export function calculatorOfSlug(slug: CalculatorSlug) {
  const calculator = calculators.find((candidate) => candidate.slug === slug);
  // The API answers registry slugs only (its schema checks), so a miss is a programming error.
  if (!calculator) throw new Error(`Unknown calculator slug: ${slug}`);
  return calculator;
}
