import { PART_TIME_LIMITS } from '@freedompath/engine/part-time';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import { notifySuccess, successNotices } from '../calculators/kit/notices/notify';
import { newExpenseKey } from './part-time-form-state';
import type { ExpenseRow } from './part-time-form-state';
import { EXPENSE_NAME_MAX_LENGTH } from './part-time-plan';

export interface PartTimeExpenseListProps {
  rows: readonly ExpenseRow[];
  onChange: (rows: ExpenseRow[]) => void;
  /** Messages by issue path (`expenses.1.amount`). */
  errors: FieldErrors;
}

/**
 * The monthly expenses, the same on both paths: each row's name, amount and whether it is a
 * fixed cost can be edited in place; rows can be added and removed (with the spec's notices).
 */
export function PartTimeExpenseList({ rows, onChange, errors }: PartTimeExpenseListProps) {
  const list = useRef<HTMLUListElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const full = rows.length >= PART_TIME_LIMITS.maxExpenses;

  const update = (index: number, change: Partial<ExpenseRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const add = () => {
    flushSync(() =>
      onChange([...rows, { key: newExpenseKey(), name: '', amount: '', isFixed: false }]),
    );
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
    notifySuccess(successNotices.expenseAdded);
  };

  const remove = (index: number) => {
    flushSync(() => onChange(rows.filter((_, at) => at !== index)));
    actions.current?.querySelector('button')?.focus();
    notifySuccess(successNotices.expenseRemoved);
  };

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">Monthly expenses</legend>
      <p className="-mt-2 text-sm text-slate-600">
        The same on both paths. Fixed costs (rent, insurance) and variable ones (groceries, fun) are
        totalled separately.
      </p>
      {errors.expenses ? (
        <p className="text-sm font-medium text-red-700">{errors.expenses}</p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-slate-700">No expenses listed.</p> : null}
      <ul ref={list} className="grid gap-3">
        {rows.map((row, index) => {
          const number = index + 1;
          // The space sits outside the hidden span so every accessible-name algorithm keeps it.
          const which = <span className="sr-only">of expense {number}</span>;
          return (
            <li
              key={row.key}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
            >
              <TextField
                label={<>Name {which}</>}
                value={row.name}
                maxLength={EXPENSE_NAME_MAX_LENGTH}
                placeholder="e.g. Rent"
                onChange={(name) => update(index, { name })}
                error={errors[`expenses.${index}.name`]}
              />
              <MoneyField
                label={<>Amount a month {which}</>}
                value={row.amount}
                placeholder="0"
                onChange={(amount) => update(index, { amount })}
                error={errors[`expenses.${index}.amount`]}
              />
              <div className="flex items-center justify-between gap-3 sm:grid sm:justify-items-start sm:pt-7">
                <ToggleField
                  label={<>Fixed cost {which}</>}
                  checked={row.isFixed}
                  onChange={(isFixed) => update(index, { isFixed })}
                />
                <Button variant="ghost" className="print:hidden" onClick={() => remove(index)}>
                  Remove <span className="sr-only">expense {number}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div ref={actions} className="grid justify-items-start gap-1 print:hidden">
        <Button variant="secondary" onClick={add} disabled={full}>
          Add expense
        </Button>
        {full ? (
          <p className="text-sm text-slate-600">
            You can list up to {PART_TIME_LIMITS.maxExpenses} expenses.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
