import type { AdminDashboard } from '@freedompath/contracts';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatRate } from '@/lib/format';

/**
 * Revenue figures of product: platform#admin-dashboard: payments taken, active plans at list price,
 * conversion.
 */
export function RevenueSummary({ revenue }: { revenue: AdminDashboard['revenue'] }) {
  const { activeSubscriptions: active, estimatedRevenue: estimated } = revenue;
  const figures = [
    { label: 'Total revenue', value: formatCurrency(revenue.totalRevenue), detail: 'All payments' },
    {
      label: 'Estimated revenue',
      value: formatCurrency(estimated.total),
      detail: `Monthly ${formatCurrency(estimated.monthly)} · Yearly ${formatCurrency(estimated.yearly)} · Lifetime ${formatCurrency(estimated.lifetime)}`,
    },
    {
      label: 'Monthly recurring revenue',
      value: formatCurrency(revenue.monthlyRecurringRevenue),
      detail: 'Per month',
    },
    {
      label: 'Active subscriptions',
      value: formatNumber(active.monthly + active.yearly + active.lifetime),
      detail: `Monthly ${formatNumber(active.monthly)} · Yearly ${formatNumber(active.yearly)} · Lifetime ${formatNumber(active.lifetime)}`,
    },
    {
      label: 'Conversion rate',
      value: formatRate(revenue.conversionRate),
      detail: `${formatNumber(revenue.paidUsers)} of ${formatNumber(revenue.totalUsers)} users paying`,
    },
  ];
  return (
    <section aria-labelledby="admin-revenue">
      <Card>
        <h2 id="admin-revenue" className="text-xl font-semibold text-slate-900">
          Revenue
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-5">
          {figures.map(({ label, value, detail }) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
              <dd className="mt-1 text-sm text-slate-600">{detail}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
