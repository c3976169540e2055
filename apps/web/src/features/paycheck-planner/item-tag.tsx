import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import type { ScheduleItem } from './paycheck-schedule';

/** How a payday or a due bill reads in a calendar day: 'Payday $2,000', 'Rent due $1,500'. */
export function itemText(item: ScheduleItem): string {
  return item.kind === 'payday'
    ? `Payday ${formatCurrency(item.amount)}`
    : `${item.name} due ${formatCurrency(item.amount)}`;
}

/**
 * Paydays and bills differ in more than colour: a payday is a green tag with a solid border
 * and a plus sign (money in), a bill a blue tag with a dashed border and a minus sign.
 */
const itemStyles = {
  payday: {
    tag: 'border-solid border-emerald-700 bg-emerald-100 text-emerald-900',
    sign: '+',
    signClass: 'bg-emerald-700 text-white',
  },
  bill: {
    tag: 'border-dashed border-blue-700 bg-blue-50 text-blue-900',
    sign: '−',
    signClass: 'border border-dashed border-blue-700 bg-white text-blue-900',
  },
} as const;

/** A payday or bill tag with its sign; the text says what it is, the sign and colour repeat it. */
export function ItemTag({ kind, children }: { kind: ScheduleItem['kind']; children: string }) {
  const style = itemStyles[kind];
  return (
    <span
      className={cn(
        'flex items-start gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium break-words',
        style.tag,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-px grid size-3.5 shrink-0 place-items-center rounded-full text-[0.625rem] leading-none font-bold',
          style.signClass,
        )}
      >
        {style.sign}
      </span>
      <span className="min-w-0">{children}</span>
    </span>
  );
}
