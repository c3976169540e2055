import { simulateRetirement } from '@freedompath/engine/fire';
import type { RetirementInput } from '@freedompath/engine/fire';
import { describe, expect, it } from 'vitest';
import { handleSimulationRequest } from './handle-simulation-request';
import type { SimulationMessage } from './simulation-protocol';

function answers(request: Parameters<typeof handleSimulationRequest>[0]): SimulationMessage[] {
  const posted: SimulationMessage[] = [];
  handleSimulationRequest(request, (message) => posted.push(message));
  return posted;
}

const input: RetirementInput = {
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  method: { type: 'monte-carlo', runs: 1_000, seed: 7 },
};

describe('handleSimulationRequest', () => {
  it('posts progress in steps of 2 % at most, then the engine’s result', () => {
    const posted = answers({ id: 3, kind: 'retirement', input });
    const progress = posted.filter((message) => message.type === 'progress');
    const fractions = progress.map((message) => message.fraction);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.length).toBeLessThanOrEqual(50);
    for (const [index, fraction] of fractions.entries()) {
      expect(fraction).toBeGreaterThanOrEqual((fractions[index - 1] ?? 0) + 0.02);
    }
    expect(fractions.at(-1)).toBe(1);
    expect(posted.at(-1)).toEqual({ id: 3, type: 'result', result: simulateRetirement(input) });
    expect(posted.every((message) => message.id === 3)).toBe(true);
  });

  it('posts the issues of invalid input, and only a message for anything else', () => {
    const profile = {
      currentSavings: -1,
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 3_000,
    };
    const [invalid] = answers({ id: 1, kind: 'runway-probability', profile });
    expect(invalid).toMatchObject({ id: 1, type: 'error', issues: [{ path: 'currentSavings' }] });
    const [broken] = answers({
      id: 2,
      kind: 'runway-probability',
      get profile(): never {
        throw new TypeError('unreadable');
      },
    });
    expect(broken).toEqual({ id: 2, type: 'error', message: 'unreadable', issues: null });
  });
});
