import { Link } from '@tanstack/react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { plans } from '@freedompath/contracts';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The Monthly, Yearly and Lifetime cards. Signed-out visitors are sent to sign up first. */
export function PlanCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
            plan.mostPopular ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
            {plan.mostPopular ? <Badge tone="popular">Most Popular</Badge> : null}
          </div>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-slate-900">
              {dollars.format(plan.price)}
            </span>
            {plan.listPrice ? (
              <span className="text-slate-500 line-through">
                <span className="sr-only">was </span>
                {dollars.format(plan.listPrice)}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">{plan.cadence}</p>
          <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <Button asChild variant={plan.mostPopular ? 'primary' : 'secondary'} className="mt-6">
            <Link to="/auth">Sign Up to Continue</Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
