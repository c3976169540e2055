import { CalculatorCard } from '../calculators/calculator-card';
import { featuredTools } from './featured-tools';

/**
 * What phones and tablets see instead of the carousel: the first four featured tools as
 * cards, with their catalogue badges (Featured belongs to the carousel).
 */
export function FeaturedToolCards() {
  return (
    <ul aria-label="Featured calculators" className="grid gap-3 sm:grid-cols-2 lg:hidden">
      {featuredTools.slice(0, 4).map(({ calculator }) => (
        <li key={calculator.id}>
          <CalculatorCard calculator={calculator} />
        </li>
      ))}
    </ul>
  );
}
