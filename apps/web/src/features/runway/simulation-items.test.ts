import { applySimulations, calculateRunway } from '@freedompath/engine/runway';
import type { RunwayProfile } from '@freedompath/engine/runway';
import { describe, expect, it } from 'vitest';
import {
  addSimulation,
  readSimulationAmount,
  removeSimulation,
  simulationNotices,
  toggleSimulation,
  trySimulateRunway,
} from './simulation-items';

const profile: RunwayProfile = {
  breakDuration: 12,
  currentSavings: 20_000,
  stockInvestments: 50_000,
  cryptoInvestments: 5_000,
  monthlyExpensesDuringBreak: 3_000,
  monthlyIncomeBreak: 500,
};

describe('what-if simulation items', () => {
  it('adds a new type enabled, toggles a listed type, removes an item', () => {
    const added = addSimulation([], 'income', 1000);
    expect(added.notice).toBe(simulationNotices.added);
    expect(added.items).toEqual([
      {
        id: 'income',
        type: 'income',
        amount: 1000,
        enabled: true,
        impact: { monthlyIncomeChange: 1000 },
      },
    ]);

    const second = addSimulation(added.items, 'expense', 8000);
    expect(second.items.map((i) => [i.type, i.impact])).toEqual([
      ['income', { monthlyIncomeChange: 1000 }],
      ['expense', { oneTimeExpense: 8000 }],
    ]);

    const disabled = addSimulation(second.items, 'income', 99);
    expect(disabled.notice).toBe(simulationNotices.disabled);
    expect(disabled.items.map((i) => [i.type, i.amount, i.enabled])).toEqual([
      ['income', 1000, false],
      ['expense', 8000, true],
    ]);
    const enabled = toggleSimulation(disabled.items, 'income');
    expect(enabled.notice).toBe(simulationNotices.enabled);
    expect(enabled.items[0]?.enabled).toBe(true);

    const removed = removeSimulation(enabled.items, 'expense');
    expect(removed.notice).toBe(simulationNotices.removed);
    expect(removed.items.map((i) => i.type)).toEqual(['income']);
  });

  it('maps savings to cash and simulates with the engine', () => {
    const { items } = addSimulation([], 'savings', 10_000);
    expect(items[0]?.impact).toEqual({ cashSavingsChange: 10_000 });
    expect(trySimulateRunway(profile, items)).toEqual({
      profile: { ...profile, currentSavings: profile.currentSavings + 10_000 },
      result: calculateRunway(applySimulations(profile, items)),
    });
  });

  it('answers the engine message instead of throwing when a simulated balance is too large', () => {
    const { items } = addSimulation([], 'savings', 1e12);
    expect(trySimulateRunway({ ...profile, currentSavings: 1e12 }, items)).toEqual({
      message: 'Please enter an amount of at most $1,000,000,000,000.',
    });
  });

  it('reads the amount typed, with a message for anything unusable', () => {
    expect(readSimulationAmount('$1,500')).toEqual({ amount: 1500 });
    expect(readSimulationAmount('')).toEqual({
      message: 'Please enter valid numbers for all required fields.',
    });
    expect(readSimulationAmount('lots')).toEqual({
      message: 'Please enter valid numbers for all required fields.',
    });
    expect(readSimulationAmount('-5')).toEqual({ message: 'Amount cannot be negative' });
    expect(readSimulationAmount('2000000000000')).toEqual({
      message: 'Please enter an amount of at most $1,000,000,000,000.',
    });
  });
});
