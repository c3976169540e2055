import { useId, useRef, useState } from 'react';
import { formatCurrency } from '@/lib/format';
import { uniqueKey } from '@/lib/unique-key';
import { notifySuccess, successNotices } from '../calculators/kit/notices/notify';
import { AddExpenseForm } from './add-expense-form';
import { MAX_EXPENSES } from './career-break-plan';
import type { ExpenseItem } from './career-break-form-state';
import type { CheckedExpense } from './expense-draft';
import { ExpenseRow } from './expense-row';
import { groupExpenses } from './group-expenses';

export interface ExpenseEditorProps {
  expenses: readonly ExpenseItem[];
  onChange: (expenses: readonly ExpenseItem[]) => void;
  /** A message about the list as a whole (from the engine's `expenses` issue). */
  error?: string | undefined;
}

/**
 * The itemised monthly expenses: the add form, then the items grouped by category with each
 * category's total and the Total Monthly Expenses line. Items are edited inline (one at a
 * time) or removed; each change shows its product: career-break#messages notice.
 */
export function ExpenseEditor({ expenses, onChange, error }: ExpenseEditorProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { groups, total } = groupExpenses(expenses);

  const add = (item: CheckedExpense) => {
    onChange([...expenses, { ...item, id: uniqueKey('expense') }]);
    notifySuccess(successNotices.expenseAdded);
  };
  const update = (id: string, changes: CheckedExpense) => {
    onChange(expenses.map((item) => (item.id === id ? { ...item, ...changes } : item)));
    setEditingId(null);
    notifySuccess(successNotices.expenseUpdated);
  };
  const remove = (id: string) => {
    onChange(expenses.filter((item) => item.id !== id));
    if (editingId === id) setEditingId(null);
    notifySuccess(successNotices.expenseRemoved);
    // The removed row held focus: the list's heading is the nearest sensible place.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          Monthly Expenses
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          List what you expect to spend each month during the break.
        </p>
      </div>
      <AddExpenseForm onAdd={add} full={expenses.length >= MAX_EXPENSES} />
      {groups.length === 0 ? (
        <p className="text-sm text-slate-700">
          No expenses yet. Add your monthly costs, such as rent, groceries and insurance.
        </p>
      ) : (
        <div className="grid gap-4">
          {groups.map((group) => (
            <div key={group.category} className="rounded-xl border border-slate-200 px-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 py-3">
                <h3 className="font-semibold text-slate-900">{group.category}</h3>
                <p className="text-sm font-medium text-slate-700">
                  <span className="sr-only">{group.category} </span>Subtotal:{' '}
                  <span className="tabular-nums">
                    {formatCurrency(group.total, { cents: 'auto' })}
                  </span>
                </p>
              </div>
              <ul className="divide-y divide-slate-200" aria-label={`${group.category} expenses`}>
                {group.items.map((item) => (
                  <ExpenseRow
                    key={item.id}
                    item={item}
                    editing={editingId === item.id}
                    onEdit={() => setEditingId(item.id)}
                    onCancel={() => setEditingId(null)}
                    onConfirm={(changes) => update(item.id, changes)}
                    onRemove={() => remove(item.id)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <p className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-slate-100 px-4 py-3 text-lg font-semibold text-slate-900">
        <span>Total Monthly Expenses</span>
        <span className="tabular-nums">{formatCurrency(total, { cents: 'auto' })}</span>
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
