/** The three plans and their prices (spec platform §9). Amounts are whole US dollars. */
export interface Plan {
  readonly id: 'monthly' | 'yearly' | 'lifetime';
  readonly name: string;
  readonly price: number;
  /** Struck-through former price, when on sale. */
  readonly listPrice?: number;
  readonly cadence: string;
  readonly mostPopular?: boolean;
  readonly features: readonly string[];
}

export const planCatalog: readonly Plan[] = [
  {
    id: 'monthly',
    name: 'Monthly',
    price: 5,
    cadence: 'per month',
    features: ['Unlimited calculations', 'All calculators', 'Priority support'],
  },
  {
    id: 'yearly',
    name: 'Yearly',
    price: 25,
    listPrice: 49,
    cadence: 'one-time, for a full year',
    mostPopular: true,
    features: ['Everything in Monthly', 'Unlimited calculations for a year'],
  },
  {
    id: 'lifetime',
    name: 'Lifetime',
    price: 79,
    cadence: 'one-time',
    features: ['Everything in Monthly', 'Lifetime updates', 'No recurring fees'],
  },
];
