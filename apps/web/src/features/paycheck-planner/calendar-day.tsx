import type { Ref } from 'react';
import { cn } from '@/lib/cn';
import { formatDayLong } from '@/lib/local-date';
import { ItemTag, itemText } from './item-tag';
import type { ScheduleItem } from './paycheck-schedule';

export interface CalendarDayProps {
  /** `YYYY-MM-DD`. */
  date: string;
  day: number;
  items: readonly ScheduleItem[];
  /** False for the days of the first and last month that lie outside the plan. */
  planned: boolean;
  /** The one day cell in the tab order (roving focus). */
  active: boolean;
  onFocus: () => void;
  cellRef: Ref<HTMLTableCellElement>;
}

/**
 * One day of the calendar grid: its number, its full date for screen readers, and each payday
 * and due bill as text. Focusable with the arrow keys, so its items are read out in turn.
 */
export function CalendarDay({
  date,
  day,
  items,
  planned,
  active,
  onFocus,
  cellRef,
}: CalendarDayProps) {
  const payday = items.some((item) => item.kind === 'payday');
  const bill = items.some((item) => item.kind === 'bill');
  return (
    <td
      ref={cellRef}
      role="gridcell"
      tabIndex={active ? 0 : -1}
      onFocus={onFocus}
      className={cn(
        'h-24 border border-slate-200 p-1.5 align-top focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
        !planned && 'bg-slate-50',
        planned && payday && 'bg-emerald-50',
        planned && !payday && bill && 'bg-blue-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('text-sm font-semibold', planned ? 'text-slate-900' : 'text-slate-600')}
      >
        {day}
      </span>
      <span className="sr-only">
        {formatDayLong(date)}
        {planned ? (items.length === 0 ? ': nothing due' : ':') : ': outside the plan'}
      </span>
      {items.length > 0 ? (
        <ul className="mt-1 grid gap-1">
          {items.map((item, index) => (
            <li key={`${item.kind}-${item.name}-${index}`}>
              <ItemTag kind={item.kind}>{itemText(item)}</ItemTag>
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}
