import { z } from 'zod/mini';

/**
 * The three groups of the tool grid, menus and footer, in display order
 * (product: platform#home-page).
 */
export const calculatorGroups = [
  'Core Planning Tools',
  'Work & Income Tools',
  'Specialized Tools',
] as const;

export type CalculatorGroup = (typeof calculatorGroups)[number];

/** Badges of the product definition (product: platform#home-page): Popular on runway, New on six newer tools. */
export type CalculatorBadge = 'Popular' | 'New';

/**
 * One calculator as every part of the system names it. `id` is the route without its slash:
 * the product's analytics `calculator_type`. `slug` names it in REST paths. `ledgerType` is the
 * `calculation_type` of its quota ledger rows (product: common#ledger-types gives `scenario`,
 * `international`, `paycheck_planner` and `freelance_rate`; the others are ours, one each).
 */
/**
 * What a visitor with no calculation left meets on a calculator (product: common#quota-messages):
 * - `refusal`: pressing Calculate explains and sends to /pricing (`redirect`), explains and stays
 *   (`in-place`), or, for a visitor who has not signed up, asks them to (`sign-up`, compensation's
 *   own sentences; signed in, it redirects);
 * - `screen`: the calculator stays (`form`), the paywall covers it (`paywall`) or a locked view
 *   replaces it (`locked`);
 * - `disableCalculate`: the button is disabled with the refusal beside it, instead of explaining
 *   only when pressed.
 */
export interface ExhaustedPolicy {
  readonly refusal: 'redirect' | 'in-place' | 'sign-up';
  readonly screen: 'form' | 'paywall' | 'locked';
  readonly disableCalculate?: boolean;
}

const redirect = { refusal: 'redirect', screen: 'form' } as const satisfies ExhaustedPolicy;

export interface RegisteredCalculator {
  readonly id: string;
  readonly slug: string;
  readonly route: `/${string}`;
  readonly ledgerType: string;
  readonly title: string;
  readonly group: CalculatorGroup;
  readonly badge?: CalculatorBadge;
  readonly exhausted: ExhaustedPolicy;
}

/** The one list of FreedomPath calculators, in display order within each group. */
export const calculators = [
  {
    id: 'runway-calculator',
    slug: 'runway',
    route: '/runway-calculator',
    ledgerType: 'scenario',
    title: 'Runway Calculator',
    group: 'Core Planning Tools',
    badge: 'Popular',
    exhausted: redirect,
  },
  {
    id: 'career-break-calculator',
    slug: 'career-break',
    route: '/career-break-calculator',
    ledgerType: 'career_break',
    title: 'Career Break Budget Calculator',
    group: 'Core Planning Tools',
    exhausted: { refusal: 'redirect', screen: 'paywall' },
  },
  {
    id: 'cost-of-living-calculator',
    slug: 'cost-of-living',
    route: '/cost-of-living-calculator',
    ledgerType: 'cost_of_living',
    title: 'Cost of Living Calculator',
    group: 'Core Planning Tools',
    exhausted: { refusal: 'redirect', screen: 'paywall' },
  },
  {
    id: 'international-runway-calculator',
    slug: 'international-runway',
    route: '/international-runway-calculator',
    ledgerType: 'international',
    title: 'International Financial Runway Calculator',
    group: 'Core Planning Tools',
    exhausted: redirect,
  },
  {
    id: 'fire-calculator',
    slug: 'fire',
    route: '/fire-calculator',
    ledgerType: 'fire',
    title: 'FIRE Calculator',
    group: 'Core Planning Tools',
    exhausted: redirect,
  },
  {
    id: 'part-time-calculator',
    slug: 'part-time',
    route: '/part-time-calculator',
    ledgerType: 'part_time',
    title: 'Part-Time vs Full-Time Calculator',
    group: 'Work & Income Tools',
    exhausted: redirect,
  },
  {
    id: 'compensation-calculator',
    slug: 'compensation',
    route: '/compensation-calculator',
    ledgerType: 'scenario',
    title: 'Compensation Comparison',
    group: 'Work & Income Tools',
    exhausted: { refusal: 'sign-up', screen: 'form' },
  },
  {
    id: 'paycheck-planner',
    slug: 'paycheck-planner',
    route: '/paycheck-planner',
    ledgerType: 'paycheck_planner',
    title: 'Paycheck Planner',
    group: 'Work & Income Tools',
    badge: 'New',
    exhausted: { refusal: 'redirect', screen: 'form', disableCalculate: true },
  },
  {
    id: 'freelance-rate-calculator',
    slug: 'freelance-rate',
    route: '/freelance-rate-calculator',
    ledgerType: 'freelance_rate',
    title: 'Freelance Rate Calculator',
    group: 'Work & Income Tools',
    badge: 'New',
    exhausted: { refusal: 'redirect', screen: 'form', disableCalculate: true },
  },
  {
    id: 'layoff-calculator',
    slug: 'layoff',
    route: '/layoff-calculator',
    ledgerType: 'layoff',
    title: 'Layoff Transition Calculator',
    group: 'Work & Income Tools',
    badge: 'New',
    exhausted: { refusal: 'in-place', screen: 'form' },
  },
  {
    id: 'affordability-calculator',
    slug: 'affordability',
    route: '/affordability-calculator',
    ledgerType: 'affordability',
    title: 'Can I Afford It?',
    group: 'Specialized Tools',
    exhausted: redirect,
  },
  {
    id: 'prepaid-expenses-calculator',
    slug: 'prepaid-expenses',
    route: '/prepaid-expenses-calculator',
    ledgerType: 'prepaid_expenses',
    title: 'Prepaid Expenses Calculator',
    group: 'Specialized Tools',
    badge: 'New',
    exhausted: { refusal: 'in-place', screen: 'locked' },
  },
  {
    id: 'debt-paydown-calculator',
    slug: 'debt-paydown',
    route: '/debt-paydown-calculator',
    ledgerType: 'debt_paydown',
    title: 'Debt Paydown Calculator',
    group: 'Specialized Tools',
    badge: 'New',
    exhausted: { refusal: 'in-place', screen: 'form' },
  },
  {
    id: 'travel-planner',
    slug: 'travel-planner',
    route: '/travel-planner',
    ledgerType: 'travel_planner',
    title: 'Career Break Travel Planner',
    group: 'Specialized Tools',
    badge: 'New',
    exhausted: { refusal: 'in-place', screen: 'locked' },
  },
] as const satisfies readonly RegisteredCalculator[];

export type CalculatorId = (typeof calculators)[number]['id'];
export type CalculatorSlug = (typeof calculators)[number]['slug'];
export type CalculatorRoute = (typeof calculators)[number]['route'];

/** A calculator id on the wire (analytics `calculator_type`, saved plans). */
export const calculatorIdSchema = /* @__PURE__ */ z.enum(
  calculators.map(({ id }) => id) as [CalculatorId],
);

/** A calculator's REST slug. */
export const calculatorSlugSchema = /* @__PURE__ */ z.enum(
  calculators.map(({ slug }) => slug) as [CalculatorSlug],
);
