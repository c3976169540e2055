import type { CareerBreakSeverity } from '@freedompath/engine/career-break';
import { formatPercent } from '@/lib/format';
import { cn } from '@/lib/cn';

const severities: Record<
  CareerBreakSeverity,
  { title: string; advice: string; className: string }
> = {
  severe: {
    title: 'Severe Impact',
    advice: 'Consider a shorter break, lower monthly costs or extra income before you commit.',
    className: 'border-red-300 bg-red-50 text-red-900',
  },
  significant: {
    title: 'Significant Impact',
    advice: 'Plan some income or trim expenses so the break leaves you a safety margin.',
    className: 'border-orange-300 bg-orange-50 text-orange-900',
  },
  moderate: {
    title: 'Moderate Impact',
    advice: 'Your savings cover the break with room to spare; keep an eye on spending.',
    className: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  },
  manageable: {
    title: 'Manageable Impact',
    advice: 'Your savings comfortably cover this break.',
    className: 'border-green-300 bg-green-50 text-green-900',
  },
};

export interface SeverityBannerProps {
  severity: CareerBreakSeverity | null;
  /** Total funds needed as a percent of current savings (null without savings). */
  percentOfSavings: number | null;
}

/**
 * How hard the break hits savings (product: career-break#rules): severe red, significant orange,
 * moderate yellow, manageable green, always named in words. Without savings there is nothing to
 * measure, so it asks for them instead.
 */
export function SeverityBanner({ severity, percentOfSavings }: SeverityBannerProps) {
  if (severity === null) {
    return (
      <div className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900">
        <p className="font-semibold">Impact severity needs your current savings</p>
        <p className="mt-1 text-sm text-slate-700">
          Enter your current savings and calculate again to see how much of them this break would
          use.
        </p>
      </div>
    );
  }
  const { title, advice, className } = severities[severity];
  return (
    <div className={cn('rounded-xl border p-4', className)}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">
        This break needs {formatPercent(percentOfSavings, 0)} of your current savings. {advice}
      </p>
    </div>
  );
}
