import type { Bill } from '@freedompath/engine/paycheck';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';
import { uniqueKey } from '@/lib/unique-key';
import { AddBillForm } from './add-bill-form';
import { ordinal } from './paycheck-format';
import { MAX_BILLS } from './paycheck-planner-plan';
import type { BillItem } from './paycheck-planner-form-state';

export interface BillEditorProps {
  bills: readonly BillItem[];
  onChange: (bills: readonly BillItem[]) => void;
  /** A message about the list as a whole (from the engine's `bills` issues). */
  error?: string | undefined;
}

/**
 * The monthly bills: the add form, then each bill with its amount, due day and split, and a
 * Remove button. The product definition has no notice for bills, so a visually hidden status line tells
 * screen-reader users what was added or removed.
 */
export function BillEditor({ bills, onChange, error }: BillEditorProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const add = (bill: Bill) => {
    onChange([...bills, { ...bill, id: uniqueKey('bill') }]);
    setAnnouncement(`${bill.name} added to your bills.`);
  };
  const remove = (item: BillItem) => {
    onChange(bills.filter((bill) => bill.id !== item.id));
    setAnnouncement(`${item.name} removed from your bills.`);
    // The removed row held focus: the list's heading is the nearest sensible place.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
          Bills
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Your monthly bills and the day each is due. Optional: without bills the plan shows your
          paydays.
        </p>
      </div>
      <AddBillForm onAdd={add} full={bills.length >= MAX_BILLS} />
      {bills.length === 0 ? (
        <p className="text-sm text-slate-700">
          No bills yet. Add rent, utilities, loans and subscriptions.
        </p>
      ) : (
        <ul
          aria-label="Your bills"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 px-4"
        >
          {bills.map((bill) => (
            <li
              key={bill.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
            >
              <span className="grid min-w-0">
                <span className="break-words font-medium text-slate-900">{bill.name}</span>
                <span className="text-sm text-slate-700">
                  <span className="font-semibold tabular-nums text-slate-900">
                    {formatCurrency(bill.amount)}
                  </span>{' '}
                  due on the {ordinal(bill.dueDate)}
                  {bill.split ? ' · split between paychecks' : ''}
                </span>
              </span>
              <Button
                variant="ghost"
                className="print:hidden"
                aria-label={`Remove ${bill.name}`}
                onClick={() => remove(bill)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
