import type { Debt } from '@freedompath/engine/debt';
import { describe, expect, it } from 'vitest';
import { balanceChartData, monthStarts, totalBalanceByMonth } from './balance-series';
import { analyseDebts } from './debt-analysis';

const START = { year: 2026, month: 11 };
const debt = (id: string, balance: number, rate: number, minimum: number): Debt => ({
  id,
  name: id,
  type: 'other',
  balance,
  minimumPayment: minimum,
  interestRate: rate,
});

describe('balance series', () => {
  it('adds up what is owed at the end of each month', () => {
    const [snowball] = analyseDebts({
      debts: [debt('a', 300, 0, 100), debt('b', 200, 0, 50)],
      startDate: START,
    }).strategies;
    const schedule = snowball!.monthlySchedule;
    expect(monthStarts(schedule).slice(0, 3)).toEqual([0, 2, 4]);
    expect(totalBalanceByMonth(schedule)).toEqual([350, 200, 50, 0]);
  });

  it('draws every month up to 10 years, with month labels', () => {
    const data = balanceChartData(
      analyseDebts({ debts: [debt('a', 300, 0, 100)], startDate: START }),
    );
    expect(data.step).toBe(1);
    expect(data.labels).toEqual(['Nov 2026', 'Dec 2026', 'Jan 2027']);
    expect(data.series.map((line) => line.label)).toEqual([
      'Debt Snowball',
      'Debt Avalanche',
      'Hybrid',
    ]);
    expect(data.series[0]?.data).toEqual([200, 100, 0]);
  });

  it('samples longer plans every quarter or year, ends on the last month, pads $0 after payoff', () => {
    const quarterly = balanceChartData(
      analyseDebts({
        debts: [debt('slow', 20_000, 0, 100)],
        startDate: START,
      }),
    );
    expect(quarterly.step).toBe(3);
    expect(quarterly.labels).toHaveLength(67); // 200 months: every 3rd, then month 200
    expect(quarterly.labels[0]).toBe('Jan 2027');
    expect(quarterly.series[0]?.data.at(-1)).toBe(0);

    const yearly = balanceChartData(
      analyseDebts({ debts: [debt('flat', 12_000, 12, 120)], startDate: START }),
    );
    expect(yearly.step).toBe(12);
    expect(yearly.labels).toHaveLength(50);
    expect(yearly.series[0]?.data.every((total) => total === 12_000)).toBe(true);
    expect(Math.max(quarterly.labels.length, yearly.labels.length)).toBeLessThanOrEqual(121);
  });
});
