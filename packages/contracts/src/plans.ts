import { z } from 'zod/mini';

/**
 * Calculations a visitor or a signed-in free user may run before paying
 * (product: platform#free-limit).
 */
export const FREE_CALCULATION_LIMIT = 5;

export const planIdSchema = /* @__PURE__ */ z.enum(['monthly', 'yearly', 'lifetime']);
export type PlanId = z.infer<typeof planIdSchema>;

/** A plan and its price (product: platform#pricing-and-checkout). Amounts are whole US dollars. */
export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  readonly price: number;
  /** Struck-through former price, when on sale. */
  readonly listPrice?: number;
  /** True for a subscription that renews; false for a one-time purchase. */
  readonly recurring: boolean;
  readonly cadence: string;
  readonly mostPopular?: boolean;
  readonly features: readonly string[];
}

/** The three plans, in display order: the API charges these prices, the web app shows them. */
export const plans: readonly Plan[] = [
  {
    id: 'monthly',
    name: 'Monthly',
    price: 5,
    recurring: true,
    cadence: 'per month',
    features: ['Unlimited calculations', 'All calculators', 'Priority support'],
  },
  {
    id: 'yearly',
    name: 'Yearly',
    price: 25,
    listPrice: 49,
    recurring: false,
    cadence: 'one-time, for a full year',
    mostPopular: true,
    features: ['Everything in Monthly', 'Unlimited calculations for a year'],
  },
  {
    id: 'lifetime',
    name: 'Lifetime',
    price: 79,
    recurring: false,
    cadence: 'one-time',
    features: ['Everything in Monthly', 'Lifetime updates', 'No recurring fees'],
  },
];
