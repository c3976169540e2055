import {
  calculatorGroups,
  calculators,
  type CalculatorDefinition,
  type CalculatorGroup,
  type CalculatorId,
  type CalculatorRoute,
} from '@freedompath/contracts';
import type { FileRoutesByTo } from '../../routeTree.gen';

export { calculatorGroups };
export type { CalculatorBadge, CalculatorGroup, CalculatorId } from '@freedompath/contracts';

/** Fails to compile when the registry names a route the app does not have. */
const everyRouteExists: Exclude<CalculatorRoute, keyof FileRoutesByTo> extends never
  ? true
  : never = true;
void everyRouteExists;

/** How the web app presents a calculator of the registry (@freedompath/contracts). */
export interface CalculatorEntry extends CalculatorDefinition {
  readonly id: CalculatorId;
  readonly route: CalculatorRoute;
  /** One sentence for cards and menus. */
  readonly description: string;
  /** What the calculator will do, completing "it will …" on its page until it ships. */
  readonly willDo: string;
}

const presentation: Record<CalculatorId, Pick<CalculatorEntry, 'description' | 'willDo'>> = {
  'runway-calculator': {
    description: 'See how many months your savings and investments can fund your break.',
    willDo:
      'project how long your cash, stocks and crypto last at your monthly spending, with a risk label, stress scenarios and what-if simulations',
  },
  'career-break-calculator': {
    description: 'Budget a sabbatical: expenses, emergency buffer, lost income and funding.',
    willDo:
      'total the funds a career break needs from an itemised monthly budget, an emergency buffer and the income you give up, then test savings, rental income, freelancing and investments as funding sources',
  },
  'cost-of-living-calculator': {
    description: 'Compare your monthly costs with a new city and see how far savings stretch.',
    willDo:
      'compare your current monthly expenses with a destination, category by category, and show how many months longer your savings would last there',
  },
  'international-runway-calculator': {
    description: 'Rank countries by how long your money lasts and how well they fit you.',
    willDo:
      'estimate your runway in several countries at once, with a monthly cost, a feasibility score out of 100 and the best match highlighted',
  },
  'fire-calculator': {
    description: 'Estimate when you reach financial independence and could retire early.',
    willDo:
      'estimate the portfolio you need for financial independence and the year you could reach it at your savings rate',
  },
  'part-time-calculator': {
    description: 'Weigh a reduced schedule against full-time pay over the next five years.',
    willDo:
      'compare part-time and full-time work side by side, with a summary and a five-year growth chart',
  },
  'compensation-calculator': {
    description: 'Compare two to four job offers on total pay, benefits and trade-offs.',
    willDo:
      'compare two to four job offers in a stacked chart, with the strengths and weaknesses of each',
  },
  'paycheck-planner': {
    description: 'Map each paycheck to the bills it has to cover, on a monthly calendar.',
    willDo:
      'spread your bills across your paychecks and show paydays and due dates on a monthly calendar',
  },
  'freelance-rate-calculator': {
    description: 'Find the hourly rate that covers your costs, taxes and time off.',
    willDo:
      'recommend an hourly rate from your target income, business costs, taxes and billable hours, with a breakdown of what the rate pays for',
  },
  'layoff-calculator': {
    description: 'Turn severance and savings into a runway plan after a layoff.',
    willDo:
      'combine your severance, savings and monthly expenses into a runway after a layoff, with next steps for the transition',
  },
  'affordability-calculator': {
    description: 'Score a big purchase against your income, savings and commitments.',
    willDo: 'score whether a purchase fits your finances and explain the result',
  },
  'prepaid-expenses-calculator': {
    description: 'Plan the bills to pay ahead before you leave work or travel.',
    willDo:
      'add up the expenses you plan to prepay before a break, broken down by category, with a planning tip',
  },
  'debt-paydown-calculator': {
    description: 'Compare snowball and avalanche plans and see your debt-free date.',
    willDo:
      'compare debt payoff strategies, show a payment timeline and visualise your progress to a debt-free date',
  },
  'travel-planner': {
    description: 'Build an itinerary and see what each leg of your trip will cost.',
    willDo: 'build a trip itinerary destination by destination and summarise its dates and costs',
  },
};

/**
 * Every calculator of the registry with its presentation, in display order within its group.
 * The header's menu, the home page's grid, the footer and every calculator page read it.
 */
export const calculatorCatalog: readonly CalculatorEntry[] = calculators.map((calculator) => ({
  ...calculator,
  ...presentation[calculator.id],
}));

/** The calculator with this id; ids are typed, so a miss is a programming error. */
export function getCalculator(id: CalculatorId): CalculatorEntry {
  const entry = calculatorCatalog.find((calculator) => calculator.id === id);
  if (!entry) throw new Error(`Unknown calculator id: ${id}`);
  return entry;
}

/** The catalogue in its three groups, in display order. */
export function calculatorsByGroup(): ReadonlyArray<{
  group: CalculatorGroup;
  calculators: readonly CalculatorEntry[];
}> {
  return calculatorGroups.map((group) => ({
    group,
    calculators: calculatorCatalog.filter((calculator) => calculator.group === group),
  }));
}
