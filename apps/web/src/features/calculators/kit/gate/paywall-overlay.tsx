import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { GatePaywall } from './gate-state';

/**
 * The paywall of product: common#paywall-and-locked-view: covers the screen when the visitor may
 * not calculate ('Sign in to Continue' / 'Calculation Limit Reached', with 'Sign In or Upgrade' to
 * /auth or 'Upgrade Now' to /pricing). `CalculatorScreen` renders it (and makes the screen inert)
 * on the calculators whose policy covers the screen (career break, cost of living).
 */
export function PaywallOverlay({ paywall }: { paywall: GatePaywall }) {
  const titleId = useId();
  const action = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    action.current?.focus();
  }, []);
  return (
    <div className="absolute inset-0 z-30 flex items-start justify-center bg-slate-900/40 px-4 pt-24 backdrop-blur-sm print:hidden">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl"
      >
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {paywall.title}
        </h2>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link ref={action} to={paywall.actionTo}>
            {paywall.actionLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
