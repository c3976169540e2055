import { calculatePrepaidExpenses } from '@freedompath/engine/prepaid';
import type { PrepaidExpense, PrepaidExpensesInput } from '@freedompath/engine/prepaid';
import { describe, expect, it } from 'vitest';
import { choosePlanningTip } from './planning-tip';

function tipFor(breakDuration: number, expenses: PrepaidExpense[]) {
  const input: PrepaidExpensesInput = { breakDuration, expenses };
  return choosePlanningTip(input, calculatePrepaidExpenses(input));
}

const rent: PrepaidExpense = { name: 'Rent', amount: 1500, paymentFrequency: 'monthly' };
const health: PrepaidExpense = {
  name: 'Health insurance premium',
  amount: 2400,
  paymentFrequency: 'annually',
};

describe('choosePlanningTip', () => {
  it('asks for the bills when there is nothing to set aside', () => {
    expect(tipFor(3, []).rule).toBe('empty');
    expect(tipFor(3, [{ ...rent, amount: 0 }]).rule).toBe('empty');
  });

  it('weighs the monthly equivalent against savings for a break of a year or more', () => {
    const tip = tipFor(12, [rent, health]);
    expect(tip.rule).toBe('long-break');
    expect(tip.text).toContain(
      'Over 12 months these bills come to $1,700 a month, $20,400 in all.',
    );
  });

  it('says to pay annual bills before leaving when they make up at least half', () => {
    const tip = tipFor(1, [rent, health]);
    expect(tip.rule).toBe('annual');
    expect(tip.title).toBe('Pay your annual bills before you leave');
    expect(tip.text).toContain('Annual bills are 62% of what you need ($2,400).');
  });

  it('says to settle one-off costs early when they make up at least half', () => {
    const tip = tipFor(2, [rent, { name: 'Flights', amount: 3000, paymentFrequency: 'one-time' }]);
    expect(tip.rule).toBe('one-time');
    expect(tip.text).toContain('One-time costs are 50% of the total ($3,000).');
  });

  it('points at the biggest monthly or quarterly bill when its category dominates', () => {
    const phone: PrepaidExpense = { name: 'Phone', amount: 60, paymentFrequency: 'monthly' };
    const tip = tipFor(3, [phone, rent, health]);
    expect(tip.rule).toBe('largest');
    expect(tip.text).toBe(
      'Monthly bills are 66% of the total, and Rent alone comes to $4,500 over the break. Ask ' +
        'whether it can be suspended or renegotiated while you are away (or, for your home, ' +
        'sublet): each month you skip saves $1,500.',
    );
    const car: PrepaidExpense = {
      name: 'Car insurance',
      amount: 900,
      paymentFrequency: 'quarterly',
    };
    expect(tipFor(6, [phone, car]).text).toContain(
      'Quarterly bills are 83% of the total, and Car insurance alone comes to $1,800 over the ' +
        'break.',
    );
    expect(tipFor(6, [phone, car]).text).toContain('each quarter you skip saves $900.');
  });

  it('suggests automating payments when no category dominates', () => {
    const tip = tipFor(3, [
      { name: 'Phone', amount: 400, paymentFrequency: 'monthly' },
      { name: 'Car insurance', amount: 1000, paymentFrequency: 'quarterly' },
      { name: 'Domain', amount: 1000, paymentFrequency: 'annually' },
      { name: 'Visa', amount: 800, paymentFrequency: 'one-time' },
    ]);
    expect(tip.rule).toBe('spread');
    expect(tip.text).toContain('Keep $4,000 in a separate account');
  });
});
