import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ResultTone = 'neutral' | 'good' | 'warning' | 'bad';

const tones: Record<ResultTone, string> = {
  neutral: 'border-slate-200 bg-white',
  good: 'border-emerald-300 bg-emerald-50',
  warning: 'border-amber-300 bg-amber-50',
  bad: 'border-red-300 bg-red-50',
};

export interface ResultCardProps {
  /** What the figure is, e.g. 'Total Monthly Expenses'. */
  label: ReactNode;
  /** The headline figure, already formatted (never `NaN`: format missing values as '—'). */
  value: ReactNode;
  /** A line under the figure. */
  description?: ReactNode;
  /** Colour of the card; say the same thing in words too (colour is not the only cue). */
  tone?: ResultTone;
  children?: ReactNode;
  className?: string;
}

/** One headline result: a label, a big figure and an optional line of explanation. */
export function ResultCard({
  label,
  value,
  description,
  tone = 'neutral',
  children,
  className,
}: ResultCardProps) {
  return (
    <div
      className={cn('rounded-2xl border p-5 shadow-sm break-inside-avoid', tones[tone], className)}
    >
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
      {description ? <p className="mt-2 text-sm text-slate-700">{description}</p> : null}
      {children}
    </div>
  );
}

/** Result cards side by side where there is room: one column at 360 px, up to three wide. */
export function ResultGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
