import type { FileRoutesByTo } from '../../routeTree.gen';

/**
 * The one list of FreedomPath calculators. The header's Select Calculator menu, the home
 * page's tool grid, the footer and every calculator page read it; nothing else repeats a
 * calculator's name, path or badge.
 */

export const calculatorGroups = [
  'Core Planning Tools',
  'Work & Income Tools',
  'Specialized Tools',
] as const;

export type CalculatorGroup = (typeof calculatorGroups)[number];

/** Badges from the spec (platform §2): Popular on runway, New on six newer tools. */
export type CalculatorBadge = 'Popular' | 'New';

/** A path of the route tree, so a calculator can only point at a registered route. */
export type CalculatorPath = keyof FileRoutesByTo;

export interface CalculatorEntry {
  /** Stable id: the path without its slash, as the spec's analytics calculator_type uses. */
  readonly id: string;
  readonly path: CalculatorPath;
  readonly title: string;
  /** One sentence for cards and menus. */
  readonly description: string;
  readonly group: CalculatorGroup;
  readonly badge?: CalculatorBadge;
  /** What the calculator will do, completing "it will …" on its page until it ships. */
  readonly willDo: string;
}

const catalog = [
  {
    id: 'runway-calculator',
    path: '/runway-calculator',
    title: 'Runway Calculator',
    description: 'See how many months your savings and investments can fund your break.',
    group: 'Core Planning Tools',
    badge: 'Popular',
    willDo:
      'project how long your cash, stocks and crypto last at your monthly spending, with a risk label, stress scenarios and what-if simulations',
  },
  {
    id: 'career-break-calculator',
    path: '/career-break-calculator',
    title: 'Career Break Budget Calculator',
    description: 'Budget a sabbatical: expenses, emergency buffer, lost income and funding.',
    group: 'Core Planning Tools',
    willDo:
      'total the funds a career break needs from an itemised monthly budget, an emergency buffer and the income you give up, then test savings, rental income, freelancing and investments as funding sources',
  },
  {
    id: 'cost-of-living-calculator',
    path: '/cost-of-living-calculator',
    title: 'Cost of Living Calculator',
    description: 'Compare your monthly costs with a new city and see how far savings stretch.',
    group: 'Core Planning Tools',
    willDo:
      'compare your current monthly expenses with a destination, category by category, and show how many months longer your savings would last there',
  },
  {
    id: 'international-runway-calculator',
    path: '/international-runway-calculator',
    title: 'International Financial Runway Calculator',
    description: 'Rank countries by how long your money lasts and how well they fit you.',
    group: 'Core Planning Tools',
    willDo:
      'estimate your runway in several countries at once, with a monthly cost, a feasibility score out of 100 and the best match highlighted',
  },
  {
    id: 'fire-calculator',
    path: '/fire-calculator',
    title: 'FIRE Calculator',
    description: 'Estimate when you reach financial independence and could retire early.',
    group: 'Core Planning Tools',
    willDo:
      'estimate the portfolio you need for financial independence and the year you could reach it at your savings rate',
  },
  {
    id: 'part-time-calculator',
    path: '/part-time-calculator',
    title: 'Part-Time vs Full-Time Calculator',
    description: 'Weigh a reduced schedule against full-time pay over the next five years.',
    group: 'Work & Income Tools',
    willDo:
      'compare part-time and full-time work side by side, with a summary and a five-year growth chart',
  },
  {
    id: 'compensation-calculator',
    path: '/compensation-calculator',
    title: 'Compensation Comparison',
    description: 'Compare two to four job offers on total pay, benefits and trade-offs.',
    group: 'Work & Income Tools',
    willDo:
      'compare two to four job offers in a stacked chart, with the strengths and weaknesses of each',
  },
  {
    id: 'paycheck-planner',
    path: '/paycheck-planner',
    title: 'Paycheck Planner',
    description: 'Map each paycheck to the bills it has to cover, on a monthly calendar.',
    group: 'Work & Income Tools',
    badge: 'New',
    willDo:
      'spread your bills across your paychecks and show paydays and due dates on a monthly calendar',
  },
  {
    id: 'freelance-rate-calculator',
    path: '/freelance-rate-calculator',
    title: 'Freelance Rate Calculator',
    description: 'Find the hourly rate that covers your costs, taxes and time off.',
    group: 'Work & Income Tools',
    badge: 'New',
    willDo:
      'recommend an hourly rate from your target income, business costs, taxes and billable hours, with a breakdown of what the rate pays for',
  },
  {
    id: 'layoff-calculator',
    path: '/layoff-calculator',
    title: 'Layoff Transition Calculator',
    description: 'Turn severance and savings into a runway plan after a layoff.',
    group: 'Work & Income Tools',
    badge: 'New',
    willDo:
      'combine your severance, savings and monthly expenses into a runway after a layoff, with next steps for the transition',
  },
  {
    id: 'affordability-calculator',
    path: '/affordability-calculator',
    title: 'Can I Afford It?',
    description: 'Score a big purchase against your income, savings and commitments.',
    group: 'Specialized Tools',
    willDo: 'score whether a purchase fits your finances and explain the result',
  },
  {
    id: 'prepaid-expenses-calculator',
    path: '/prepaid-expenses-calculator',
    title: 'Prepaid Expenses Calculator',
    description: 'Plan the bills to pay ahead before you leave work or travel.',
    group: 'Specialized Tools',
    badge: 'New',
    willDo:
      'add up the expenses you plan to prepay before a break, broken down by category, with a planning tip',
  },
  {
    id: 'debt-paydown-calculator',
    path: '/debt-paydown-calculator',
    title: 'Debt Paydown Calculator',
    description: 'Compare snowball and avalanche plans and see your debt-free date.',
    group: 'Specialized Tools',
    badge: 'New',
    willDo:
      'compare debt payoff strategies, show a payment timeline and visualise your progress to a debt-free date',
  },
  {
    id: 'travel-planner',
    path: '/travel-planner',
    title: 'Career Break Travel Planner',
    description: 'Build an itinerary and see what each leg of your trip will cost.',
    group: 'Specialized Tools',
    badge: 'New',
    willDo: 'build a trip itinerary destination by destination and summarise its dates and costs',
  },
] as const satisfies readonly CalculatorEntry[];

export type CalculatorId = (typeof catalog)[number]['id'];

/** Every calculator, in display order within its group. */
export const calculatorCatalog: ReadonlyArray<CalculatorEntry & { readonly id: CalculatorId }> =
  catalog;

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
