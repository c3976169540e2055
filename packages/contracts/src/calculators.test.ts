import { describe, expect, it } from 'vitest';
import { calculatorIdSchema, calculators, calculatorSlugSchema } from './calculators.js';

const unique = (values: readonly string[]): number => new Set(values).size;

describe('the calculator registry', () => {
  it('lists the 14 calculators once each, by id, slug, route and title', () => {
    expect(calculators).toHaveLength(14);
    for (const key of ['id', 'slug', 'route', 'title'] as const) {
      expect(unique(calculators.map((calculator) => calculator[key]))).toBe(14);
    }
  });

  it('names each by its route without the slash, as the analytics calculator_type', () => {
    for (const { id, route } of calculators) expect(route).toBe(`/${id}`);
  });

  it('uses the REST slugs of the API', () => {
    expect(calculators.map(({ slug }) => slug)).toEqual([
      'runway',
      'career-break',
      'cost-of-living',
      'international-runway',
      'fire',
      'part-time',
      'compensation',
      'paycheck-planner',
      'freelance-rate',
      'layoff',
      'affordability',
      'prepaid-expenses',
      'debt-paydown',
      'travel-planner',
    ]);
  });

  it('keeps the ledger types the product definition gives (product: common#ledger-types)', () => {
    const ledger = Object.fromEntries(
      calculators.map(({ slug, ledgerType }) => [slug, ledgerType]),
    );
    expect(ledger).toMatchObject({
      runway: 'scenario',
      compensation: 'scenario',
      'international-runway': 'international',
      'paycheck-planner': 'paycheck_planner',
      'freelance-rate': 'freelance_rate',
    });
    for (const type of Object.values(ledger)) expect(type).toMatch(/^[a-z_]+$/);
  });

  it('accepts known ids and slugs on the wire and nothing else', () => {
    expect(calculatorIdSchema.safeParse('layoff-calculator').success).toBe(true);
    expect(calculatorIdSchema.safeParse('layoff').success).toBe(false);
    expect(calculatorSlugSchema.safeParse('layoff').success).toBe(true);
    expect(calculatorSlugSchema.safeParse('/layoff-calculator').success).toBe(false);
  });
});
