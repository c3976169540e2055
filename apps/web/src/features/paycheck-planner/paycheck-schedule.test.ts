import { planPaychecks } from '@freedompath/engine/paycheck';
import type { Bill, PaycheckPlanInput } from '@freedompath/engine/paycheck';
import { describe, expect, it } from 'vitest';
import { paycheckSchedule } from './paycheck-schedule';

const bills: Bill[] = [
  { name: 'Rent', amount: 1500, dueDate: 1, split: true },
  { name: 'Gym', amount: 40, dueDate: 31, split: false },
];

function schedule(input: PaycheckPlanInput) {
  return paycheckSchedule(input.bills ?? [], input.startDate, planPaychecks(input));
}

describe('paycheckSchedule', () => {
  it('lays three whole months out when the plan starts on the 1st', () => {
    const result = schedule({
      monthlyIncome: 4000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-01',
      bills,
    });
    expect(result.firstDay).toBe('2026-01-01');
    expect(result.lastDay).toBe('2026-03-31');
    expect(result.months.map((m) => [m.label, m.daysInMonth, m.firstWeekday])).toEqual([
      ['January 2026', 31, 4],
      ['February 2026', 28, 0],
      ['March 2026', 31, 0],
    ]);
    expect(result.months.map((m) => [m.plannedFrom, m.plannedTo])).toEqual([
      [1, 31],
      [1, 28],
      [1, 31],
    ]);
    // The gym's 31st falls on 28 February; paydays come before bills due the same day.
    expect(result.months[1]!.items).toEqual([
      { date: '2026-02-01', day: 1, kind: 'payday', name: 'Paycheck', amount: 2000 },
      { date: '2026-02-01', day: 1, kind: 'bill', name: 'Rent', amount: 1500 },
      { date: '2026-02-15', day: 15, kind: 'payday', name: 'Paycheck', amount: 2000 },
      { date: '2026-02-28', day: 28, kind: 'bill', name: 'Gym', amount: 40 },
    ]);
    expect(result.items).toHaveLength(12);
    expect(result.items.map((item) => item.date)).toEqual(
      [...result.items.map((item) => item.date)].sort(),
    );
  });

  it('touches a fourth month when the plan starts mid-month, keeping only planned days', () => {
    const input: PaycheckPlanInput = {
      monthlyIncome: 4000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-10',
      bills,
    };
    const result = schedule(input);
    expect(result.lastDay).toBe('2026-04-09');
    expect(result.months.map((m) => [m.key, m.plannedFrom, m.plannedTo])).toEqual([
      ['2026-01', 10, 31],
      ['2026-02', 1, 28],
      ['2026-03', 1, 31],
      ['2026-04', 1, 9],
    ]);
    // Rent on 1 January is before the plan; the engine's 1 April payday is in it.
    expect(result.months[0]!.items.map((item) => `${item.day} ${item.name}`)).toEqual([
      '15 Paycheck',
      '31 Gym',
    ]);
    expect(result.months[3]!.items.map((item) => `${item.day} ${item.name}`)).toEqual([
      '1 Paycheck',
      '1 Rent',
    ]);
    const paydays = result.items.filter((item) => item.kind === 'payday').map((i) => i.date);
    expect(paydays).toEqual(planPaychecks(input).paychecks.map((p) => p.date));
  });

  it('crosses the year end', () => {
    const result = schedule({
      monthlyIncome: 3000,
      payFrequency: 'monthly',
      startDate: '2025-12-01',
    });
    expect(result.months.map((m) => m.label)).toEqual([
      'December 2025',
      'January 2026',
      'February 2026',
    ]);
    expect(result.items.map((item) => item.date)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});
