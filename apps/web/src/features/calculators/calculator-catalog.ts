import {
  calculatorGroups,
  calculators,
  type RegisteredCalculator,
  type CalculatorGroup,
  type CalculatorId,
  type CalculatorRoute,
} from '@freedompath/contracts';

export { calculatorGroups };
export type { CalculatorBadge, CalculatorGroup, CalculatorId } from '@freedompath/contracts';

/** How the web app presents a calculator of the registry (@freedompath/contracts). */
export interface CalculatorEntry extends RegisteredCalculator {
  readonly id: CalculatorId;
  readonly route: CalculatorRoute;
  /** One sentence for cards and menus. */
  readonly description: string;
  /**
   * Not released yet: the tool grid shows it as Coming Soon, not as a link, except to admins,
   * who open it to check it before release (product: platform#home-page).
   */
  readonly comingSoon: boolean;
}

type Presentation = Pick<CalculatorEntry, 'description'> &
  Partial<Pick<CalculatorEntry, 'comingSoon'>>;

const presentation: Record<CalculatorId, Presentation> = {
  'runway-calculator': {
    description: 'See how many months your savings and investments can fund your break.',
  },
  'career-break-calculator': {
    description: 'Budget a sabbatical: expenses, emergency buffer, lost income and funding.',
  },
  'cost-of-living-calculator': {
    description: 'Compare your monthly costs with a new city and see how far savings stretch.',
  },
  'international-runway-calculator': {
    description: 'Rank countries by how long your money lasts and how well they fit you.',
  },
  'fire-calculator': {
    description: 'Estimate when you reach financial independence and could retire early.',
  },
  'part-time-calculator': {
    description: 'Weigh a reduced schedule against full-time pay over the next five years.',
  },
  'compensation-calculator': {
    description: 'Compare two to four job offers on total pay, benefits and trade-offs.',
  },
  'paycheck-planner': {
    description: 'Map each paycheck to the bills it has to cover, on a monthly calendar.',
  },
  'freelance-rate-calculator': {
    description: 'Find the hourly rate that covers your costs, taxes and time off.',
  },
  'layoff-calculator': {
    description: 'Turn severance and savings into a runway plan after a layoff.',
  },
  'affordability-calculator': {
    description: 'Score a big purchase against your income, savings and commitments.',
  },
  'prepaid-expenses-calculator': {
    description: 'Plan the bills to pay ahead before you leave work or travel.',
  },
  'debt-paydown-calculator': {
    description: 'Compare snowball and avalanche plans and see your debt-free date.',
  },
  'travel-planner': {
    description: 'Build an itinerary and see what each leg of your trip will cost.',
  },
};

/**
 * Every calculator of the registry with its presentation, in display order within its group.
 * The header's menu, the home page's grid, the footer and every calculator page read it.
 */
export const calculatorCatalog: readonly CalculatorEntry[] = calculators.map((calculator) => ({
  ...calculator,
  comingSoon: false,
  ...presentation[calculator.id],
}));

/** The calculator with this id; ids are typed, so a miss is a programming error. */
export function getCalculator(id: CalculatorId): CalculatorEntry {
  const entry = calculatorCatalog.find((calculator) => calculator.id === id);
  if (!entry) throw new Error(`Unknown calculator id: ${id}`);
  return entry;
}

/** The catalogue (or `entries` of it) in its three groups, in display order. */
export function calculatorsByGroup(
  entries: readonly CalculatorEntry[] = calculatorCatalog,
): ReadonlyArray<{
  group: CalculatorGroup;
  calculators: readonly CalculatorEntry[];
}> {
  return calculatorGroups.map((group) => ({
    group,
    calculators: entries.filter((calculator) => calculator.group === group),
  }));
}
