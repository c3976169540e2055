import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * `popular`, `new` and `neutral` mark calculators; `default`, `secondary` and `destructive`
 * rate a figure from good to poor (the admin dashboard's completion rates,
 * product: platform#admin-dashboard).
 */
export type BadgeTone = 'popular' | 'new' | 'neutral' | 'default' | 'secondary' | 'destructive';

const tones: Record<BadgeTone, string> = {
  popular: 'bg-accent-100 text-accent-800 ring-accent-300',
  new: 'bg-brand-100 text-brand-900 ring-brand-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  default: 'bg-brand-700 text-white ring-brand-700',
  secondary: 'bg-slate-200 text-slate-900 ring-slate-300',
  destructive: 'bg-red-700 text-white ring-red-700',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small label such as Popular or New; `data-tone` names its tone. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
