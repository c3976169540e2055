import { calculateLayoff, LAYOFF_DEFAULTS } from '@freedompath/engine/layoff';
import type { LayoffInput } from '@freedompath/engine/layoff';
import { describe, expect, it } from 'vitest';
import { layoffRunwayBars, runwayText } from './layoff-runway';

const bars = (input: LayoffInput) => layoffRunwayBars(input, calculateLayoff(input));

describe('runwayText', () => {
  it('reads whole months plus days of a 30-day month, never overstated', () => {
    expect(runwayText(7.91)).toBe('7 months, 27 days');
    expect(runwayText(1 + 1 / 30)).toBe('1 month, 1 day');
    expect(runwayText(0.5)).toBe('0 months, 15 days');
    expect(runwayText(12)).toBe('12 months, 0 days');
    expect(runwayText(0)).toBe('0 months, 0 days');
    expect(runwayText(1234.99)).toBe('1,234 months, 29 days');
  });

  it('caps a runway that never runs out at 36 months, as the product definition shows it', () => {
    expect(runwayText(Number.POSITIVE_INFINITY)).toBe('36+ months');
  });
});

describe('layoffRunwayBars', () => {
  it('adds savings, then the benefit, to the package alone (the defaults)', () => {
    const result = calculateLayoff(LAYOFF_DEFAULTS);
    const [severance, savings, unemployment] = bars(LAYOFF_DEFAULTS);
    expect(severance?.months).toBeCloseTo(result.totalSeverance / result.monthlyExpenses, 9);
    expect(savings?.months).toBe(result.financialRunway);
    expect(unemployment?.months).toBe(result.runwayWithUnemployment);
    expect(severance?.percent).toBeCloseTo((severance?.months ?? 0) / 0.12, 9);
    expect(unemployment?.percent).toBe(100);
    expect(unemployment?.description).toBe(
      'Your package and savings, with $1,949 a month of unemployment benefit towards your $4,500 of monthly expenses.',
    );
  });

  it('fills the bar at 12 months and says why a covered runway never runs out', () => {
    const [, , unemployment] = bars({
      severance: {},
      expenses: { housing: 1000, unemploymentBenefit: 300 },
    });
    expect(unemployment?.months).toBe(Number.POSITIVE_INFINITY);
    expect(unemployment?.percent).toBe(100);
    expect(unemployment?.description).toBe(
      'Your unemployment benefit of $1,299 a month covers your $1,000 of monthly expenses, so your money is not drawn down while it is paid.',
    );
  });

  it('shows empty bars for no money and explains a form without expenses', () => {
    expect(bars({ severance: {}, expenses: { housing: 1000 } }).map((b) => b.percent)).toEqual([
      0, 0, 0,
    ]);
    const none = bars({ severance: {}, expenses: {} });
    expect(none.map((b) => b.percent)).toEqual([100, 100, 100]);
    expect(none[0]?.description).toBe(
      'You entered no monthly expenses, so your money is not drawn down.',
    );
  });
});
