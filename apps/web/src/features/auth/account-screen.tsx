import { Link, Navigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SavedPlansList } from '../saved-plans/saved-plans-list';
import { useSession } from '@/lib/use-session';
import { PageShell } from '../layout/page-shell';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SubscriptionCard } from './subscription-card';

/** /account: the signed-in user's address, plan and security; signed out, it leads to /auth. */
export function AccountScreen() {
  const { status, user } = useSession();
  if (status === 'loading') {
    return (
      <PageShell title="My Account">
        <p role="status">Loading your account...</p>
      </PageShell>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <PageShell title="My Account">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Account</h2>
        <dl className="mt-3 grid gap-1">
          <dt className="text-sm font-medium text-slate-600">Email</dt>
          <dd className="break-all text-slate-900">{user.email}</dd>
        </dl>
      </Card>
      <SubscriptionCard />
      <SavedPlansList userId={user.id} />
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Security</h2>
        <p className="mt-2 text-slate-600">
          Change your password, or delete your account and everything saved with it.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="secondary">
            <Link to="/reset-password">Change password</Link>
          </Button>
          <DeleteAccountDialog />
        </div>
      </Card>
    </PageShell>
  );
}
