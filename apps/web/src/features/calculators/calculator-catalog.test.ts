import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/router';
import {
  calculatorCatalog,
  calculatorGroups,
  calculatorsByGroup,
  getCalculator,
} from './calculator-catalog';

describe('calculatorCatalog', () => {
  it('lists the 14 calculators of the product definition', () => {
    expect(calculatorCatalog).toHaveLength(14);
  });

  it('gives every calculator a unique id, route and title', () => {
    const unique = (values: string[]) => new Set(values).size;
    expect(unique(calculatorCatalog.map(({ id }) => id))).toBe(14);
    expect(unique(calculatorCatalog.map(({ route }) => route))).toBe(14);
    expect(unique(calculatorCatalog.map(({ title }) => title))).toBe(14);
  });

  it('derives each id from its route', () => {
    for (const { id, route } of calculatorCatalog) expect(route).toBe(`/${id}`);
  });

  it('registers every route in the route tree', () => {
    const router = createAppRouter();
    for (const { route } of calculatorCatalog) {
      expect(router.routesByPath, route).toHaveProperty([route]);
    }
  });

  it('badges runway Popular and the six newer tools New', () => {
    const badged = (badge: string) =>
      calculatorCatalog.filter((calculator) => calculator.badge === badge).map(({ id }) => id);
    expect(badged('Popular')).toEqual(['runway-calculator']);
    expect(badged('New').sort()).toEqual(
      [
        'debt-paydown-calculator',
        'freelance-rate-calculator',
        'layoff-calculator',
        'paycheck-planner',
        'prepaid-expenses-calculator',
        'travel-planner',
      ].sort(),
    );
  });

  it('flags no calculator as coming soon', () => {
    expect(calculatorCatalog.filter(({ comingSoon }) => comingSoon)).toEqual([]);
  });

  it('splits the catalogue into the three groups without losing any calculator', () => {
    const groups = calculatorsByGroup();
    expect(groups.map(({ group }) => group)).toEqual([...calculatorGroups]);
    expect(groups.every(({ calculators }) => calculators.length > 0)).toBe(true);
    expect(groups.flatMap(({ calculators }) => calculators)).toHaveLength(14);
  });

  it('groups the entries it is given', () => {
    const travel = getCalculator('travel-planner');
    expect(calculatorsByGroup([travel]).map(({ calculators }) => calculators)).toEqual([
      [],
      [],
      [travel],
    ]);
  });

  it('finds a calculator by id', () => {
    expect(getCalculator('travel-planner').title).toBe('Career Break Travel Planner');
  });
});
