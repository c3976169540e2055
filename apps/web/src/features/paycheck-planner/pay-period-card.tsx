import type { PayPeriod } from '@freedompath/engine/paycheck';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatCurrency, hasCents } from '@/lib/format';
import { ordinal, periodDays } from './paycheck-format';

export interface PayPeriodCardProps {
  period: PayPeriod;
  /** 'First paycheck of the month', …: the card's heading. */
  title: string;
}

/**
 * One paycheck of a typical month: what it pays, the bills it covers (a split bill's half) and
 * what is left, or by how much the bills exceed it, said in words as well as in red.
 */
export function PayPeriodCard({ period, title }: PayPeriodCardProps) {
  const headingId = useId();
  const short = period.leftover < 0;
  // Whole dollars, unless a figure has cents: then all do, so the card's figures add up.
  const cents = [period.income, ...period.bills.map((bill) => bill.amount)].some(hasCents);
  const money = (amount: number) => formatCurrency(amount, { cents });
  return (
    <article
      aria-labelledby={headingId}
      className="grid content-start gap-3 rounded-xl border border-slate-200 p-4 break-inside-avoid"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm text-slate-600">{periodDays(period)}</p>
      </div>
      <dl className="flex justify-between gap-4 text-slate-900">
        <dt className="font-medium">Paycheck</dt>
        <dd className="font-semibold tabular-nums">{money(period.income)}</dd>
      </dl>
      {period.bills.length === 0 ? (
        <p className="text-sm text-slate-700">No bills fall due in these days.</p>
      ) : (
        <ul aria-label={`Bills paid from the ${title.toLowerCase()}`} className="grid gap-1.5">
          {period.bills.map((bill, index) => (
            <li
              key={`${bill.name}-${index}`}
              className="flex justify-between gap-4 text-sm text-slate-800"
            >
              <span className="min-w-0 break-words">
                {bill.name}{' '}
                <span className="text-slate-600">
                  · due on the {ordinal(bill.dueDate)}
                  {bill.split ? ' · half (split)' : ''}
                </span>
              </span>
              <span className="tabular-nums">{money(bill.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid gap-1 border-t border-slate-200 pt-3">
        <div className="flex justify-between gap-4 text-sm text-slate-800">
          <dt>Bills total</dt>
          <dd className="tabular-nums">{money(period.totalBills)}</dd>
        </div>
        <div
          className={cn(
            'flex justify-between gap-4 rounded-lg px-3 py-2 font-semibold',
            short ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900',
          )}
        >
          <dt>{short ? 'Short by' : 'Left over'}</dt>
          <dd className="tabular-nums">{money(Math.abs(period.leftover))}</dd>
        </div>
      </dl>
      {short ? (
        <p className="text-sm font-medium text-red-800">
          The bills in these days cost more than this paycheck.
        </p>
      ) : null}
    </article>
  );
}
