import type { YearMonth } from '@freedompath/engine';
import { DEBT_LIMITS } from '@freedompath/engine/debt';
import { useCallback, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { BonusPaymentFields } from './bonus-payment-fields';
import { DebtFields } from './debt-fields';
import { formatYearMonth } from './debt-format';
import { newBonus, newDebt } from './debt-paydown-form-state';
import type {
  BonusFormState,
  DebtFormState,
  DebtPaydownFormState,
} from './debt-paydown-form-state';

/** Changes the form from its current state; `listChanged`: a row was removed. */
export type FormUpdate = (
  recipe: (form: DebtPaydownFormState) => DebtPaydownFormState,
  listChanged?: boolean,
) => void;

export interface DebtPaydownFormProps {
  form: DebtPaydownFormState;
  /** Stable across renders, so unchanged rows skip rendering (20 debts type smoothly). */
  update: FormUpdate;
  errors: FieldErrors;
  /** The plan's first month (the visitor's current month). */
  start: YearMonth;
  /** The calculate and copy-link buttons, and any message for the whole form. */
  children: ReactNode;
}

/**
 * Step 1, Enter Debts: the list of debts (at least one: the last cannot be removed), the extra
 * monthly payment and the bonus payments.
 */
export function DebtPaydownForm({ form, update, errors, start, children }: DebtPaydownFormProps) {
  const debtsTitle = useId();
  const paymentsTitle = useId();
  const list = useRef<HTMLDivElement>(null);
  const addDebtButton = useRef<HTMLDivElement>(null);
  const addBonusButton = useRef<HTMLDivElement>(null);
  const { debts, bonusPayments } = form;

  const focusInput = (name: string) =>
    list.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const addDebt = () => {
    flushSync(() =>
      update((current) => ({ ...current, debts: [...current.debts, newDebt(current.debts)] })),
    );
    focusInput(`debts.${debts.length}.name`);
  };
  const changeDebt = useCallback(
    (next: DebtFormState) =>
      update((current) => ({
        ...current,
        debts: current.debts.map((debt) => (debt.id === next.id ? next : debt)),
      })),
    [update],
  );
  const removeDebt = useCallback(
    (id: string) => {
      flushSync(() =>
        update(
          (current) => ({ ...current, debts: current.debts.filter((debt) => debt.id !== id) }),
          true,
        ),
      );
      addDebtButton.current?.querySelector('button')?.focus();
    },
    [update],
  );
  const addBonus = () => {
    flushSync(() =>
      update((current) => ({
        ...current,
        bonusPayments: [...current.bonusPayments, newBonus(current.bonusPayments, start)],
      })),
    );
    focusInput(`bonusPayments.${bonusPayments.length}.amount`);
  };
  const changeBonus = useCallback(
    (next: BonusFormState) =>
      update((current) => ({
        ...current,
        bonusPayments: current.bonusPayments.map((bonus) => (bonus.id === next.id ? next : bonus)),
      })),
    [update],
  );
  const removeBonus = useCallback(
    (id: string) => {
      flushSync(() =>
        update(
          (current) => ({
            ...current,
            bonusPayments: current.bonusPayments.filter((bonus) => bonus.id !== id),
          }),
          true,
        ),
      );
      addBonusButton.current?.querySelector('button')?.focus();
    },
    [update],
  );

  return (
    <div ref={list} className="grid gap-6">
      <section aria-labelledby={debtsTitle} className="grid gap-4">
        <div>
          <h3 id={debtsTitle} className="text-xl font-semibold text-slate-900">
            Your debts
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Every debt’s minimum is paid each month; the plans differ in which debt gets the money
            beyond the minimums.
          </p>
        </div>
        {debts.map((debt, index) => (
          <DebtFields
            key={debt.id}
            debt={debt}
            index={index}
            errors={errors}
            onChange={changeDebt}
            onRemove={removeDebt}
            removable={debts.length > 1}
          />
        ))}
        <div ref={addDebtButton} className="grid justify-items-start gap-2 print:hidden">
          <Button
            variant="secondary"
            onClick={addDebt}
            disabled={debts.length >= DEBT_LIMITS.maxDebts}
          >
            Add Debt
          </Button>
          <p className="text-sm text-slate-600">
            {debts.length === 1
              ? 'At least one debt is needed: the last debt cannot be removed.'
              : `${debts.length} debts (up to ${DEBT_LIMITS.maxDebts}).`}
          </p>
        </div>
      </section>
      <Card className="p-4 sm:p-6">
        <section aria-labelledby={paymentsTitle} className="grid gap-4">
          <h3 id={paymentsTitle} className="text-xl font-semibold text-slate-900">
            Payments beyond the minimums
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyField
              name="extraMonthlyPayment"
              label="Extra monthly payment"
              hint="Paid every month on top of the minimums. Blank is $0."
              placeholder="0"
              value={form.extraMonthlyPayment}
              onChange={(text) => update((current) => ({ ...current, extraMonthlyPayment: text }))}
              error={errors.extraMonthlyPayment}
            />
          </div>
          <div className="grid gap-3">
            <h4 className="text-lg font-semibold text-slate-900">Bonus payments</h4>
            <p className="text-sm text-slate-600">
              One-off amounts, such as a tax refund, paid on top in the month given. The plans start
              in {formatYearMonth(start)}: bonuses dated earlier or more than 50 years ahead are not
              counted.
            </p>
            {bonusPayments.map((bonus, index) => (
              <BonusPaymentFields
                key={bonus.id}
                bonus={bonus}
                index={index}
                errors={errors}
                onChange={changeBonus}
                onRemove={removeBonus}
              />
            ))}
            <div ref={addBonusButton} className="print:hidden">
              <Button
                variant="secondary"
                onClick={addBonus}
                disabled={bonusPayments.length >= DEBT_LIMITS.maxBonusPayments}
              >
                Add Bonus Payment
              </Button>
            </div>
          </div>
        </section>
      </Card>
      {children}
    </div>
  );
}
