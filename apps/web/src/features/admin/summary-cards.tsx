import type { AdminDashboard } from '@freedompath/contracts';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatRate } from '@/lib/format';
import { formatDate, formatDuration, formatMoment } from './admin-format';

interface SummaryCard {
  label: string;
  value: number;
  detail: string;
}

/**
 * The eight cards of product: platform#admin-dashboard, in its order, each with today's figure and
 * a detail line.
 */
function summaryCards(cards: AdminDashboard['cards']): SummaryCard[] {
  return [
    { label: 'Page Views', value: cards.pageViews.value, detail: 'Today' },
    {
      label: 'Website Visitors',
      value: cards.visitors.value,
      detail: `Bounce rate ${formatRate(cards.visitors.bounceRate)}`,
    },
    { label: 'Total Calculations', value: cards.totalCalculations.value, detail: 'Started today' },
    {
      label: 'Completed',
      value: cards.completed.value,
      detail: `Completion rate ${formatRate(cards.completed.completionRate)}`,
    },
    {
      label: 'Unique Users',
      value: cards.uniqueUsers.value,
      detail: `${formatNumber(cards.uniqueUsers.registeredUsers)} registered users`,
    },
    {
      label: 'Sessions',
      value: cards.sessions.value,
      detail: `Average duration ${formatDuration(cards.sessions.averageDurationSeconds)}`,
    },
    { label: 'New Signups', value: cards.newSignups.value, detail: 'Today' },
    { label: 'New Subscriptions', value: cards.newSubscriptions.value, detail: 'Today' },
  ];
}

interface SummaryCardsProps {
  dashboard: Pick<AdminDashboard, 'cards' | 'today' | 'refreshedAt'>;
}

/** Today's figures: page views, visitors, calculations, users, sessions, sign-ups, subscriptions. */
export function SummaryCards({ dashboard }: SummaryCardsProps) {
  return (
    <section aria-labelledby="admin-today" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="admin-today" className="text-xl font-semibold text-slate-900">
          Today
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {formatDate(dashboard.today)} (UTC).{' '}
          {dashboard.refreshedAt
            ? `Analytics last refreshed ${formatMoment(dashboard.refreshedAt)}.`
            : 'Analytics not refreshed yet.'}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {summaryCards(dashboard.cards).map(({ label, value, detail }) => (
          <li key={label}>
            <Card className="h-full p-5">
              <h3 className="text-sm font-medium text-slate-600">{label}</h3>
              <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
                {formatNumber(value)}
              </p>
              <p className="mt-1 text-sm text-slate-600">{detail}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
