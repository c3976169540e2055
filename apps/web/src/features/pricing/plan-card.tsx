import type { Plan } from '@freedompath/contracts';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * The sale on the plan with a struck-through list price (Yearly), as
 * product: platform#pricing-and-checkout words it.
 */
export const saleTexts = {
  badge: 'SALE!',
  offer: 'Limited time offer - ends soon!',
  promoCode: 'BYR2025',
} as const;

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

interface PlanCardProps {
  plan: Plan;
  /** The card's button or link. */
  action: ReactNode;
  /** Marks the signed-in user's own plan. */
  current?: boolean;
}

/** One plan: name, badges, price (with the sale where there is one), features and action. */
export function PlanCard({ plan, action, current = false }: PlanCardProps) {
  const titleId = useId();
  const sale = plan.listPrice === undefined ? null : plan.listPrice - plan.price;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.mostPopular ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h3>
        <div className="flex flex-wrap gap-1">
          {current ? <Badge tone="new">Your Plan</Badge> : null}
          {plan.mostPopular ? <Badge tone="popular">Most Popular</Badge> : null}
          {sale ? (
            <Badge className="bg-red-50 text-red-800 ring-red-300">{saleTexts.badge}</Badge>
          ) : null}
        </div>
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {dollars.format(plan.price)}
        </span>
        {plan.listPrice === undefined ? null : (
          <s className="text-slate-500">
            <span className="sr-only">was </span>
            {dollars.format(plan.listPrice)}
          </s>
        )}
        {sale ? (
          <span className="text-sm font-semibold text-red-800">{dollars.format(sale)} off!</span>
        ) : null}
      </p>
      <p className="text-sm text-slate-600">{plan.cadence}</p>
      {sale ? (
        <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{saleTexts.offer}</p>
          <p className="mt-1">
            Promo code: <strong className="font-mono tracking-wide">{saleTexts.promoCode}</strong>
          </p>
        </div>
      ) : null}
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
      <div className="mt-6 grid">{action}</div>
    </li>
  );
}
