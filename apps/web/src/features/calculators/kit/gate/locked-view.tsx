import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { CalculationGate } from './use-calculation-gate';

/**
 * What the prepaid expenses and travel planner screens show instead of their calculator once
 * the visitor's calculations are used up (product: common#paywall-and-locked-view: a locked view,
 * not a redirect). Render it when `gate.locked`.
 */
export function LockedView({ gate }: { gate: CalculationGate }) {
  const titleId = useId();
  const paywall = gate.paywall;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="grid justify-items-center gap-4 py-10 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 text-brand-800"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {paywall?.title ?? 'Calculation Limit Reached'}
      </h2>
      <p className="max-w-md text-slate-700">{gate.refusal?.message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/pricing">{gate.signedIn ? 'Upgrade Now' : 'See plans'}</Link>
        </Button>
        {gate.signedIn ? null : (
          <Button asChild size="lg" variant="secondary">
            <Link to="/auth">Sign In</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
