import { plans } from '@freedompath/contracts';
import type { Plan } from '@freedompath/contracts';
import type { Entitlements } from '@freedompath/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { entitlementsQueryOptions } from '../../lib/entitlements-query-options';
import { useSession } from '../../lib/use-session';
import { PlanCard } from './plan-card';
import { useCheckout } from './use-checkout';

/**
 * What a signed-in user's card offers, given the plan the API says they have: the label of a
 * button that cannot be pressed, or the label of the checkout button. Anything else the API
 * refuses (409, e.g. a yearly purchase beside a renewing monthly subscription) it explains in
 * its own words.
 */
function offerFor(
  plan: Plan,
  entitlements: Entitlements | undefined,
): { unavailable: string } | { label: string } {
  const owned = entitlements?.plan;
  // A lifetime purchase already includes what every other plan sells.
  if (owned === 'lifetime') {
    return { unavailable: plan.id === 'lifetime' ? 'Current Plan' : 'Included in Lifetime' };
  }
  // A running subscription is managed from My Account; a year of access can be extended.
  if (owned === plan.id && plan.id === 'monthly') return { unavailable: 'Current Plan' };
  if (owned === plan.id) return { label: 'Add Another Year' };
  return { label: `Choose ${plan.name}` };
}

/**
 * The Monthly, Yearly and Lifetime cards. Signed-out visitors are sent to sign up first
 * (platform §6); signed-in users start checkout for the plan, and see their own plan as
 * current (as `GET /me/entitlements` says).
 */
export function PlanCards() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const { data: entitlements } = useQuery(entitlementsQueryOptions(userId));
  const { checkout, pendingPlan } = useCheckout();

  const actionFor = (plan: Plan) => {
    const variant = plan.mostPopular ? 'primary' : 'secondary';
    if (session.status === 'signed-out') {
      return (
        <Button asChild variant={variant}>
          <Link to="/auth">Sign Up to Continue</Link>
        </Button>
      );
    }
    if (session.status === 'loading') {
      return (
        <Button variant={variant} disabled>
          Loading...
        </Button>
      );
    }
    const offer = offerFor(plan, entitlements);
    if ('unavailable' in offer) {
      return (
        <Button variant="secondary" disabled>
          {offer.unavailable}
        </Button>
      );
    }
    const pending = pendingPlan === plan.id;
    return (
      <Button
        variant={variant}
        disabled={pendingPlan !== undefined}
        aria-busy={pending || undefined}
        onClick={() => checkout(plan.id)}
      >
        {pending ? 'Loading...' : offer.label}
      </Button>
    );
  };

  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          current={entitlements?.plan === plan.id}
          action={actionFor(plan)}
        />
      ))}
    </ul>
  );
}
