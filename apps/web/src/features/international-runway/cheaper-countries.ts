import { INTERNATIONAL_COUNTRIES } from '@freedompath/engine/international';
import type { InternationalCountry } from '@freedompath/engine/international';

/** How many destinations a low-scoring card suggests instead. */
const SUGGESTIONS = 3;

/**
 * Destinations of the engine's table that cost less than `countryId`, cheapest first: where a
 * card scores below 60 (the engine's `suggestCheaper`) it names these as the way to stretch
 * the same money further.
 */
export function cheaperCountries(countryId: string): readonly InternationalCountry[] {
  const country = INTERNATIONAL_COUNTRIES.find(({ id }) => id === countryId);
  if (!country) return [];
  return INTERNATIONAL_COUNTRIES.filter(({ costIndex }) => costIndex < country.costIndex)
    .toSorted((a, b) => a.costIndex - b.costIndex)
    .slice(0, SUGGESTIONS);
}
