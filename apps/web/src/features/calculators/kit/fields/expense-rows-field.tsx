import { useRef } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notifySuccess, successNotices } from '../notices/notify';

/** What a row's fields need from the list. */
export interface ExpenseRowParts<Row> {
  /**
   * Hidden words after each field's label, so 'Amount of expense 2' names one row's field. Put
   * the space before them in the label: outside the hidden span every accessible-name
   * algorithm keeps it.
   */
  which: ReactNode;
  /** The row's issue path, e.g. `expenses.1`: its fields' messages are filed below it. */
  path: string;
  update: (change: Partial<Row>) => void;
  /** The row's Remove button, for the row to place. */
  removeButton: ReactNode;
}

export interface ExpenseRowsFieldProps<Row extends { key: string }> {
  legend: string;
  hint: ReactNode;
  /** A message about the list as a whole (the engine's `expenses` issue). */
  error?: string | undefined;
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** The blank row "Add expense" appends. */
  newRow: () => Row;
  /** Most rows the engine accepts: "Add expense" is disabled there and says so. */
  maxRows: number;
  /** The row's columns from `sm` up, e.g. `sm:grid-cols-[minmax(0,1fr)_10rem_auto]`. */
  columnsClassName: string;
  /** One row's fields. */
  children: (row: Row, parts: ExpenseRowParts<Row>) => ReactNode;
}

/**
 * Expenses edited in place, one row each, with "Add expense" and a Remove button per row and the
 * the product's notices. Focus follows the change: to the new row's first field, or, when a removed
 * row took it away, to "Add expense".
 */
export function ExpenseRowsField<Row extends { key: string }>({
  legend,
  hint,
  error,
  rows,
  onChange,
  newRow,
  maxRows,
  columnsClassName,
  children,
}: ExpenseRowsFieldProps<Row>) {
  const list = useRef<HTMLUListElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const full = rows.length >= maxRows;

  const add = () => {
    flushSync(() => onChange([...rows, newRow()]));
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
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      <p className="-mt-2 text-sm text-slate-600">{hint}</p>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {rows.length === 0 ? <p className="text-sm text-slate-700">No expenses listed.</p> : null}
      <ul ref={list} className="grid gap-3">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li
              key={row.key}
              className={cn(
                'grid gap-3 rounded-xl border border-slate-200 p-3 sm:items-start',
                columnsClassName,
              )}
            >
              {children(row, {
                which: <span className="sr-only">of expense {number}</span>,
                path: `expenses.${index}`,
                update: (change) =>
                  onChange(rows.map((item, at) => (at === index ? { ...item, ...change } : item))),
                removeButton: (
                  <Button variant="ghost" className="print:hidden" onClick={() => remove(index)}>
                    Remove <span className="sr-only">expense {number}</span>
                  </Button>
                ),
              })}
            </li>
          );
        })}
      </ul>
      <div ref={actions} className="grid justify-items-start gap-1 print:hidden">
        <Button variant="secondary" onClick={add} disabled={full}>
          Add expense
        </Button>
        {full ? (
          <p className="text-sm text-slate-600">You can list up to {maxRows} expenses.</p>
        ) : null}
      </div>
    </fieldset>
  );
}
