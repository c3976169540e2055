import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'popular' | 'new' | 'neutral';

const tones: Record<BadgeTone, string> = {
  popular: 'bg-accent-100 text-accent-800 ring-accent-300',
  new: 'bg-brand-100 text-brand-900 ring-brand-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small label such as Popular or New. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
