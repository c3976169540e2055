import { Link } from '@tanstack/react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { site } from '../../lib/site';

/**
 * The plan part of My Account. Every account is on the free plan until paid plans exist: the
 * billing issue reads the entitlement here and shows Active with Manage Subscription instead.
 */
export function SubscriptionCard() {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Subscription</h2>
      <p className="mt-3 flex flex-wrap items-center gap-2">
        <span>Status:</span>
        <Badge tone="neutral">Free Plan</Badge>
      </p>
      <p className="mt-2 text-slate-600">
        Your plan includes {site.freeCalculations} free calculations. Upgrade for unlimited
        calculations on every calculator.
      </p>
      <Button asChild className="mt-4">
        <Link to="/pricing">View Pricing</Link>
      </Button>
    </Card>
  );
}
