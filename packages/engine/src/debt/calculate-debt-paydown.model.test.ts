import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDebtPaydown } from './calculate-debt-paydown.js';
import * as arb from './test-support/arbitraries.js';
import { REFERENCE_TEST_TIMEOUT, referenceLedger } from './test-support/reference-ledger.js';
import type { BonusPayment, Debt, DebtPaydownInput, DebtPaydownResult } from './types.js';

/**
 * Model-based test of the ledger: random edit sessions on the debt form (add or remove a debt,
 * raise the extra payment, add a bonus, toggle rollover). The model is the form as plain data;
 * the system is the engine, recomputed after every edit. After each edit the engine must
 * match the decimal.js reference ledger to the cent, and edits that only add money must never
 * make a paid-off plan later or dearer.
 */
interface Model {
  form: DebtPaydownInput & { debts: Debt[]; bonusPayments: BonusPayment[] };
  nextId: number;
}
interface Real {
  result: DebtPaydownResult;
}
type Edit = fc.Command<Model, Real>;

function recompute(model: Model, real: Real, addsMoney: boolean): void {
  const previous = real.result;
  real.result = calculateDebtPaydown(model.form);
  for (const strategy of real.result.strategies) {
    const { strategy: identity, ...engine } = strategy;
    expect(engine).toEqual(referenceLedger(model.form, identity.type));
  }
  if (!addsMoney) return;
  previous.strategies.forEach((before, index) => {
    const after = real.result.strategies[index];
    if (before.monthsToPayoff === null || after === undefined) return;
    expect(after.monthsToPayoff as number).toBeLessThanOrEqual(before.monthsToPayoff);
    expect(after.totalInterestPaid).toBeLessThanOrEqual(before.totalInterestPaid);
  });
}

class AddDebt implements Edit {
  constructor(private readonly debt: Omit<Debt, 'id'>) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    model.form.debts.push({ id: `d${model.nextId++}`, ...this.debt });
    recompute(model, real, false);
  }
  toString = (): string => `AddDebt(${JSON.stringify(this.debt)})`;
}

class RemoveDebt implements Edit {
  constructor(private readonly pick: number) {}
  // The form never removes the last remaining debt (product: debt-paydown#validation).
  check = (model: Readonly<Model>): boolean => model.form.debts.length > 1;
  run(model: Model, real: Real): void {
    model.form.debts.splice(this.pick % model.form.debts.length, 1);
    recompute(model, real, false);
  }
  toString = (): string => `RemoveDebt(${this.pick})`;
}

class RaiseExtra implements Edit {
  constructor(private readonly by: number) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    model.form.extraMonthlyPayment =
      Math.round(((model.form.extraMonthlyPayment ?? 0) + this.by) * 100) / 100;
    recompute(model, real, true);
  }
  toString = (): string => `RaiseExtra(${this.by})`;
}

class AddBonus implements Edit {
  constructor(private readonly bonus: BonusPayment) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    model.form.bonusPayments.push(this.bonus);
    recompute(model, real, true);
  }
  toString = (): string => `AddBonus(${JSON.stringify(this.bonus)})`;
}

class ToggleRollover implements Edit {
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const turningOn = model.form.rolloverFreedPayments === false;
    model.form.rolloverFreedPayments = turningOn;
    recompute(model, real, turningOn);
  }
  toString = (): string => 'ToggleRollover';
}

const edits = fc.commands(
  [
    arb.debtWithoutId.map((debt) => new AddDebt(debt)),
    fc.nat(20).map((pick) => new RemoveDebt(pick)),
    arb.centsAmount(1, 50_000).map((by) => new RaiseExtra(by)),
    fc
      .record({
        year: fc.integer({ min: 2026, max: 2030 }),
        month: fc.integer({ min: 1, max: 12 }),
        amount: arb.centsAmount(1, 300_000),
      })
      .map((bonus) => new AddBonus(bonus)),
    fc.constant(new ToggleRollover()),
  ],
  { maxCommands: 8 },
);

describe('debt ledger (model-based)', () => {
  it(
    'stays equal to the reference ledger through any edit session',
    { timeout: REFERENCE_TEST_TIMEOUT },
    () => {
      fc.assert(
        fc.property(arb.debts(3), edits, (initial, session) => {
          const form = {
            debts: initial,
            extraMonthlyPayment: 0,
            bonusPayments: [],
            startDate: { year: 2026, month: 1 },
            rolloverFreedPayments: true,
          };
          const model: Model = { form: structuredClone(form), nextId: initial.length };
          const real: Real = { result: calculateDebtPaydown(form) };
          fc.modelRun(() => ({ model, real }), session);
        }),
        // Few sessions, but each compares every edit's 3 strategies (up to 8 edits) to the cent.
        { numRuns: 20 },
      );
    },
  );
});
