import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { CalculatorBadge } from './calculator-badge';
import type { CalculatorEntry } from './calculator-catalog';

/**
 * How a card shows a calculator flagged coming soon: to ordinary users as a card that is not a
 * link, to admins as a link marked Admin Preview.
 */
export type CalculatorCardRelease = 'coming-soon' | 'admin-preview';

const cardClass = 'block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/** A calculator's title, badges and one-sentence description, as a link to it. */
export function CalculatorCard({
  calculator,
  release,
}: {
  calculator: CalculatorEntry;
  release?: CalculatorCardRelease;
}) {
  const content = (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="font-semibold text-slate-900 group-hover:text-brand-800">
          {calculator.title}
        </span>
        <span className="flex flex-wrap justify-end gap-1">
          {calculator.badge ? <CalculatorBadge badge={calculator.badge} /> : null}
          {release === 'coming-soon' ? <Badge>Coming Soon</Badge> : null}
          {release === 'admin-preview' ? <Badge>Admin Preview</Badge> : null}
        </span>
      </span>
      <span className="mt-1 block text-sm text-slate-600">{calculator.description}</span>
    </>
  );
  if (release === 'coming-soon') {
    return (
      <div aria-disabled="true" className={cn(cardClass, 'bg-slate-50')}>
        {content}
      </div>
    );
  }
  return (
    <Link
      to={calculator.route}
      className={cn(cardClass, 'group transition hover:border-brand-300 hover:shadow-md')}
    >
      {content}
    </Link>
  );
}
