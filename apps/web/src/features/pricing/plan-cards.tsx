import { plans } from '@freedompath/contracts';
import type { Plan, PlanId } from '@freedompath/contracts';
import type { Entitlements } from '@freedompath/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { useSession } from '@/lib/use-session';
import { PlanCard } from './plan-card';
import { useCheckout } from './use-checkout';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * What buying `plan` does to a running monthly subscription, said on the card before payment
 * (ADR 041): it is cancelled once the new plan is paid, so it never charges again, and the
 * month already paid is kept, not refunded: a year starts where it ends, lifetime at once.
 */
export function upgradeNote(plan: Plan, entitlements: Entitlements | undefined): string | null {
  const upgrade = entitlements?.monthlyUpgrade;
  if (!upgrade || plan.id === 'monthly') return null;
  const cancelled =
    'Your monthly subscription is cancelled when you pay, so it never charges again.';
  if (plan.id === 'lifetime') {
    return `Lifetime access starts when you pay. ${cancelled} The month already paid is not refunded.`;
  }
  const starts = longDate.format(new Date(upgrade.paidMonthEndsAt));
  const ends = longDate.format(new Date(upgrade.yearlyAccessUntil));
  return `Your year starts on ${starts}, when your paid month ends, and runs until ${ends}. ${cancelled}`;
}

/**
 * What a signed-in user's card offers, given the plan the API says they have: the label of a
 * button that cannot be pressed, or the label of the checkout button. Anything else the API
 * refuses (409, e.g. a monthly purchase beside a running year) it explains in its own words.
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
 * `/pricing?checkout=…`: once the session is known, a signed-in user's checkout for `plan`
 * starts (its card shows it loading) and the parameter leaves the address, so going back does
 * not start it again; signed out, the parameter is just dropped.
 */
function useCheckoutOnArrival(
  plan: PlanId | undefined,
  signedIn: boolean | undefined,
  checkout: (plan: PlanId) => void,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (plan === undefined || signedIn === undefined) return;
    // In a timer, so StrictMode's second run of the effect does not start a second checkout.
    const timer = setTimeout(() => {
      void navigate({ to: '/pricing', search: {}, replace: true });
      if (signedIn) checkout(plan);
    }, 0);
    return () => clearTimeout(timer);
  }, [plan, signedIn, checkout, navigate]);
}

/**
 * The Monthly, Yearly and Lifetime cards. Signed-out visitors are sent to sign up first, with
 * the plan, which they reach after confirming (product: platform#roles); signed-in users start
 * checkout for the plan, see their own plan as current (as `GET /me/entitlements` says) and, on a
 * monthly subscription, what moving up does to it.
 */
export function PlanCards({ checkoutOnArrival }: { checkoutOnArrival?: PlanId }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const { data: entitlements } = useQuery(entitlementsQueryOptions(userId));
  const { checkout, pendingPlan } = useCheckout();
  useCheckoutOnArrival(
    checkoutOnArrival,
    session.status === 'loading' ? undefined : session.status === 'signed-in',
    checkout,
  );

  const actionFor = (plan: Plan) => {
    const variant = plan.mostPopular ? 'primary' : 'secondary';
    if (session.status === 'signed-out') {
      return (
        <Button asChild variant={variant}>
          <Link to="/auth" search={{ mode: 'sign-up', plan: plan.id }}>
            Sign Up to Continue
          </Link>
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
    const note = upgradeNote(plan, entitlements);
    // One grid of cards per page, so the plan's id makes the note's id unique.
    const noteId = `upgrade-note-${plan.id}`;
    return (
      <>
        {note ? (
          <p id={noteId} className="mb-3 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            {note}
          </p>
        ) : null}
        <Button
          variant={variant}
          disabled={pendingPlan !== undefined}
          aria-busy={pending || undefined}
          aria-describedby={note ? noteId : undefined}
          onClick={() => checkout(plan.id)}
        >
          {pending ? 'Loading...' : offer.label}
        </Button>
      </>
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
