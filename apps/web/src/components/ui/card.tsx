import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A white, rounded surface for grouping content; printed whole on one page where it fits. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm break-inside-avoid',
        className,
      )}
      {...props}
    />
  );
}
