import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/retry-notice';
import { meQueryOptions } from '@/lib/me-query-options';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';
import { useRefreshAnalytics } from './admin-actions';
import { adminDashboardQueryOptions, isForbidden } from './admin-queries';
import { AnalyticsOverview } from './analytics-overview';
import { AuditLog } from './audit-log';
import { CalculatorPerformance } from './calculator-performance';
import { RevenueSummary } from './revenue-summary';
import { SummaryCards } from './summary-cards';
import { UsageTrends } from './usage-trends';
import { useExitOnForbidden } from './use-forbidden-exit';
import { UserManagement } from './user-management';

const TITLE = 'Admin Dashboard';

function Loading() {
  return (
    <p role="status" className="text-slate-600">
      Loading dashboard...
    </p>
  );
}

/**
 * The page frame: a wide column whose header (the title, then its actions) wraps onto two
 * lines on narrow screens instead of overflowing. The h1 stays the same element from the
 * loading state on, so the focus moved to it after a navigation stays there.
 */
function DashboardFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  usePageTitle(TITLE);
  return (
    <section className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** Refresh Analytics and Back to Home. */
function DashboardActions() {
  const { refresh, refreshing } = useRefreshAnalytics();
  return (
    <>
      <Button disabled={refreshing} aria-busy={refreshing || undefined} onClick={refresh}>
        Refresh Analytics
      </Button>
      <Button asChild variant="secondary">
        <Link to="/">Back to Home</Link>
      </Button>
    </>
  );
}

/** The figures, the users and the charts, once the API has answered. */
function DashboardBody({ adminId }: { adminId: string }) {
  const dashboard = useQuery(adminDashboardQueryOptions());
  useExitOnForbidden(dashboard.error);
  const { data } = dashboard;

  let figures;
  if (data) {
    figures = (
      <>
        {/* Ingest stores nothing from known bots or clients without a User-Agent (ADR 029). */}
        <p className="text-sm text-slate-600">
          Automated traffic is excluded: visits and calculations from known bots and crawlers are
          not counted.
        </p>
        <SummaryCards dashboard={data} />
        <RevenueSummary revenue={data.revenue} />
      </>
    );
  } else if (dashboard.isError && !isForbidden(dashboard.error)) {
    figures = (
      <RetryNotice onRetry={() => void dashboard.refetch()}>
        We could not load the dashboard.
      </RetryNotice>
    );
  } else {
    figures = <Loading />;
  }

  return (
    <>
      {figures}
      {data ? (
        <>
          <AnalyticsOverview
            dailyActivity={data.dailyActivity}
            calculatorUsage={data.calculatorUsage}
          />
          <CalculatorPerformance calculatorPerformance={data.calculatorPerformance} />
          <UsageTrends dailyUsers={data.dailyUsers} />
        </>
      ) : null}
      {/* Last: a page of users is long, and the figures are what the screen is opened for. */}
      <UserManagement adminId={adminId} />
      <AuditLog />
    </>
  );
}

/**
 * /admin/dashboard (product: platform#admin-dashboard): for the admin only, as `GET /me` says.
 * Anyone else, and an admin the API stops treating as one (403), is sent to the home page.
 */
export function AdminDashboardScreen() {
  const session = useSession();
  const me = useQuery(meQueryOptions(session.user?.id));
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  if (session.status === 'loading' || me.isPending) {
    return (
      <DashboardFrame>
        <Loading />
      </DashboardFrame>
    );
  }
  // A lost connection is not a verdict on the role: offer to try again rather than leave.
  if (me.isError && !isForbidden(me.error)) {
    return (
      <DashboardFrame>
        <RetryNotice onRetry={() => void me.refetch()}>
          We could not check your account.
        </RetryNotice>
      </DashboardFrame>
    );
  }
  if (me.data?.role !== 'admin') return <Navigate to="/" replace />;
  return (
    <DashboardFrame actions={<DashboardActions />}>
      <DashboardBody adminId={me.data.id} />
    </DashboardFrame>
  );
}
